import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';
import { TagPicker, tagKey, type ProfileTag } from './TagPicker';

/**
 * Adds and removes tags on the selected profiles in one call (POST /api/profiles/bulk-tags):
 * the dialog shows both lists, asks to confirm, and reports how many profiles changed.
 */
export const BulkTagsButton = () => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [add, setAdd] = useState<ProfileTag[]>([]);
  const [remove, setRemove] = useState<ProfileTag[]>([]);
  const count = selectedIds.length;
  const overlap = add.some((tag) => remove.some((other) => tagKey(other) === tagKey(tag)));

  const reset = () => {
    setOpen(false);
    setAdd([]);
    setRemove([]);
  };
  // A refusal is toasted by the transport; the dialog stays open with the choices for another try.
  const { run, busy } = useApiMutation(
    () => api.profileBulkTags(selectedIds.map(String), add.map(tagKey), remove.map(tagKey)),
    {
      onSuccess: (result) => {
        notify('app.users.bulk_tags.done', {
          type: 'info',
          messageArgs: { smart_count: result.data?.updated ?? count },
        });
        unselectAll();
        refresh();
        reset();
      },
    },
  );
  // Not while the call runs: its answer still has to land in this dialog.
  const close = () => {
    if (!busy) reset();
  };

  return (
    <>
      <Button label="app.users.bulk_tags.button" onClick={() => setOpen(true)} data-testid="bulk-tags">
        <TagIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby="bulk-tags-title"
        data-testid="bulk-tags-dialog"
      >
        <DialogTitle id="bulk-tags-title">{translate('app.users.bulk_tags.title', { smart_count: count })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.users.bulk_tags.text', { smart_count: count })}
          </DialogContentText>
          <Stack spacing={2}>
            <TagPicker
              value={add}
              onChange={setAdd}
              label={translate('app.users.bulk_tags.add')}
              testId="bulk-tags-add"
            />
            <TagPicker
              value={remove}
              onChange={setRemove}
              label={translate('app.users.bulk_tags.remove')}
              testId="bulk-tags-remove"
            />
            {overlap && <Alert severity="warning">{translate('app.users.bulk_tags.overlap')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            onClick={() => run()}
            disabled={busy || overlap || (add.length === 0 && remove.length === 0)}
            data-testid="bulk-tags-confirm"
          >
            {translate('app.users.bulk_tags.confirm', { smart_count: count })}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
