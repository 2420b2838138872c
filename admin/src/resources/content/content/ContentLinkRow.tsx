import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { sharedPagePath, type ContentLink } from '@/providers/contentLinkApi';

/** The address someone without an account opens (the console's public page for the link). */
export const linkUrl = (link: ContentLink) => `${window.location.origin}${sharedPagePath(link.token)}`;

/** One live link: what kind, until when, the address to copy or open, and revoke. */
export const ContentLinkRow = ({ link, onRevoke }: { link: ContentLink; onRevoke?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const url = linkUrl(link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('app.content_links.copied', { type: 'success' });
    } catch {
      notify('app.content_links.copy_failed', { type: 'warning' });
    }
  };
  const ends = link.expiresAt
    ? translate('app.content_links.until', { date: formatDateTime(link.expiresAt, locale) })
    : translate('app.content_links.no_end');
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      alignItems={{ md: 'center' }}
      data-testid="content-link"
      data-kind={link.kind}
    >
      <Typography variant="body2" sx={{ minWidth: 220 }}>
        <strong>{translate(`app.content_links.kinds.${link.kind}`)}</strong>
        {' · '}
        <span data-testid="content-link-expiry">{ends}</span>
      </Typography>
      <TextField
        size="small"
        value={url}
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-label': translate(`app.content_links.kinds.${link.kind}`),
            'data-testid': 'content-link-url',
          },
        }}
        onFocus={(event) => event.target.select()}
      />
      <Button size="small" onClick={() => void copy()} data-testid="content-link-copy">
        {translate('app.content_links.copy')}
      </Button>
      <Button size="small" href={url} target="_blank" rel="noopener noreferrer">
        {translate('app.content_links.open')}
      </Button>
      {onRevoke && (
        <Button size="small" color="error" onClick={onRevoke} data-testid="content-link-revoke">
          {translate('app.content_links.revoke')}
        </Button>
      )}
    </Stack>
  );
};
