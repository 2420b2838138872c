import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Draft } from './generalSettings';

const E = 'engagementEditorSettings';

/** How an article block of a new e-mail template looks with these editor defaults (SPEC 3). */
export const EditorPreview = ({ draft }: { draft: Draft }) => {
  const translate = useTranslate();
  const value = (path: string) => String(draft[`${E}.${path}`] ?? '');
  const px = (path: string) => `${Number(value(path)) || 0}px`;
  return (
    <Box data-testid="settings-editor-preview">
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.site_settings.effects.editor_preview')}
      </Typography>
      <Box sx={{ background: value('bodyValues.backgroundColor'), p: 2, borderRadius: 1, overflowX: 'auto' }}>
        <Box
          sx={{
            maxWidth: value('bodyValues.contentWidth'),
            mx: 'auto',
            background: '#fff',
            p: 2,
            fontFamily: value('bodyValues.fontFamily.value'),
            borderTop: value('border.top'),
            borderRight: value('border.right'),
            borderBottom: value('border.bottom'),
            borderLeft: value('border.left'),
            borderRadius: px('borderRadius'),
          }}
        >
          <div
            style={{
              fontFamily: value('articleTitle.fontFamily'),
              fontSize: px('articleTitle.fontSize'),
              textAlign: value('articleTitle.textAlign') as 'left',
              color: value('articleTitle.color'),
              fontWeight: 700,
            }}
          >
            {translate('app.site_settings.effects.preview_title')}
          </div>
          <div
            style={{
              fontFamily: value('articleIntro.fontFamily'),
              fontSize: px('articleIntro.fontSize'),
              color: value('articleIntro.color'),
              marginTop: 8,
            }}
          >
            {translate('app.site_settings.effects.preview_intro')}
          </div>
        </Box>
      </Box>
    </Box>
  );
};
