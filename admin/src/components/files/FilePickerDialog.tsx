import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FileEntry } from '@newsroom/config';
import { useTranslate } from 'react-admin';
import { TextButton } from '../TextButton';
import { FileBrowser } from './FileBrowser';

/**
 * The file manager in pick mode, opened from a media input: only the files its `accept` allows (by extension),
 * uploads into the open folder allowed, and a click on a file picks it and closes the dialog.
 */
export const FilePickerDialog = ({
  open,
  onClose,
  accept,
  onPicked,
}: {
  open: boolean;
  onClose: () => void;
  accept?: string;
  onPicked: (file: FileEntry) => void;
}) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="file-picker">
      <DialogTitle>{translate('app.files.pick_title')}</DialogTitle>
      <DialogContent>
        <FileBrowser
          accept={accept}
          onPick={(file) => {
            onPicked(file);
            onClose();
          }}
        />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};

export default FilePickerDialog;
