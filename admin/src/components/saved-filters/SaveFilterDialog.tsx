import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SAVED_FILTER_NAME_MAX } from '@newsroom/config';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

interface SaveFilterDialogProps {
  open: boolean;
  /** Names the user already has on this list: saving under one replaces it, which the dialog says. */
  existing: string[];
  busy: boolean;
  onCancel: () => void;
  onSave: (name: string) => void;
}

/** Asks the name of the list's current filter before it is saved. */
export const SaveFilterDialog = ({ open, existing, busy, onCancel, onSave }: SaveFilterDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const replaces = existing.includes(trimmed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      TransitionProps={{ onExited: () => setName('') }}
      fullWidth
      maxWidth="xs"
      data-testid="saved-filter-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.saved_filters.save_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.saved_filters.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: SAVED_FILTER_NAME_MAX, 'data-testid': 'saved-filter-name' } }}
            helperText={
              replaces
                ? translate('app.saved_filters.replaces')
                : translate('app.saved_filters.name_help', { max: SAVED_FILTER_NAME_MAX })
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || busy} data-testid="saved-filter-submit">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
