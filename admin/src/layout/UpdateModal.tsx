import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { latestReleaseNoteSection, releaseNoteSection, type VersionInfo } from '@newsroom/config';
import { useLocale, useTranslate } from 'react-admin';
import { renderMarkdown } from './changelog';
import { APP_VERSION } from './Footer';
import { useVersionWatch } from './useVersionWatch';

/** Cannot be dismissed: no close button, backdrop and Escape do nothing; only Refresh leaves it. */
export const UpdateDialog = ({ info, onRefresh }: { info: VersionInfo; onRefresh: () => void }) => {
  const translate = useTranslate();
  // The new version's release notes in the user's language; the newest section if it has none yet.
  const notes = info.releaseNotes ?? '';
  const section = releaseNoteSection(notes, info.version) ?? latestReleaseNoteSection(notes);
  return (
    <Dialog open disableEscapeKeyDown aria-labelledby="update-title" data-testid="update-modal" maxWidth="sm" fullWidth>
      <DialogTitle id="update-title">{translate('app.update.title')}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{translate('app.update.text', { version: info.version })}</Typography>
        {section && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {translate('app.update.changes')}
            </Typography>
            <Box
              data-testid="update-release-notes"
              sx={{ fontSize: 14, '& h2': { fontSize: 16 }, '& h3': { fontSize: 14 } }}
              dangerouslySetInnerHTML={{ __html: renderMarkdown(section) }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onRefresh} autoFocus data-testid="update-refresh">
          {translate('app.update.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const UpdateModal = () => {
  const newer = useVersionWatch(APP_VERSION, useLocale());
  return newer ? <UpdateDialog info={newer} onRefresh={() => window.location.reload()} /> : null;
};
