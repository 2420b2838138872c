import Box from '@mui/material/Box';

/** The widths of SPEC's desktop and mobile preview (a mail client's reading pane and a phone). */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 375 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * Rendered e-mail HTML in a sandboxed frame: `sandbox=""` runs no script, submits no form and gives the
 * document an opaque origin, so nothing in a template can reach the console. Reused by the campaign screens.
 */
export const PreviewFrame = ({ html, width, title }: { html: string; width: PreviewWidth; title: string }) => (
  <Box
    sx={{ width: PREVIEW_WIDTHS[width], maxWidth: '100%', mx: 'auto', border: 1, borderColor: 'divider' }}
    data-testid={`email-preview-${width}`}
  >
    <Box
      component="iframe"
      sandbox=""
      srcDoc={html}
      title={title}
      sx={{ display: 'block', width: '100%', height: 640, border: 0, bgcolor: 'common.white' }}
    />
  </Box>
);
