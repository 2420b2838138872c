import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SLUG_MAX, TAG_LIMIT_MAX, TAG_LIMIT_MIN, slugify, type TagFamily, type TagManagerRow } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ActionDialog, type DialogFrame } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { tagManagerApi } from './tagManagerApi';
import { UsageList } from './TagUsage';

type TagDialogProps = DialogFrame & { family: TagFamily; tag: TagManagerRow; onDone: () => void };

/** The dialog's call: `busy` while it runs, the refusal in the user's language kept in the dialog. */
const useDialogCall = <Vars,>(call: (vars: Vars) => Promise<unknown>, success: string, onDone: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, busy } = useApiMutation(call, {
    onSuccess: () => {
      notify(success, { type: 'info' });
      onDone();
    },
    onError: (error) => setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error)),
  });
  return { run: (vars: Vars) => (setRefusal(null), run(vars)), busy, refusal, setRefusal };
};

/** Where the tag is used, loaded as the dialog opens (what a merge moves, what a delete unlinks). */
const useUsage = (family: TagFamily, tag: TagManagerRow, open: boolean) =>
  useQuery({
    queryKey: ['tag-manager', 'usage', family, tag.documentId],
    queryFn: () => tagManagerApi.usage(family, tag.documentId),
    enabled: open,
  });

export const RenameDialog = ({ open, onClose, family, tag, onDone }: TagDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(tag.name);
  const [slug, setSlug] = useState(tag.slug);
  const call = useDialogCall(
    (data: { name: string; slug: string }) => tagManagerApi.rename(family, tag.documentId, data),
    'app.tag_manager.renamed',
    onDone,
  );
  const access = family === 'ACCESS' && slug.trim().toLowerCase() !== tag.slug;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => (setName(tag.name), setSlug(tag.slug), call.setRefusal(null))}
      title={translate('app.tag_manager.rename_title', { name: tag.name })}
      maxWidth="sm"
      testId="tag-rename-dialog"
      refusal={call.refusal ? { text: call.refusal, testId: 'tag-rename-refusal' } : null}
      action={{ label: 'ra.action.save', onClick: () => call.run({ name, slug }), testId: 'tag-rename-save' }}
      busy={call.busy}
    >
      <TextField
        fullWidth
        margin="dense"
        label={translate('app.tag_manager.fields.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'tag-rename-name', maxLength: 80 } }}
      />
      <TextField
        fullWidth
        margin="dense"
        label={translate('app.tag_manager.fields.slug')}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        onBlur={() => !slug.trim() && setSlug(slugify(name, SLUG_MAX))}
        helperText={translate(access ? 'app.tag_manager.slug_access_help' : 'app.tag_manager.slug_help')}
        slotProps={{ htmlInput: { 'data-testid': 'tag-rename-slug', maxLength: 80 } }}
      />
    </ActionDialog>
  );
};

export const MergeDialog = ({ open, onClose, family, tag, onDone }: TagDialogProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<TagManagerRow | null>(null);
  const usage = useUsage(family, tag, open);
  const options = useQuery({
    queryKey: ['tag-manager', 'targets', family, search],
    queryFn: () => tagManagerApi.list({ family, q: search, sort: 'name', order: 'asc', page: 1, pageSize: 25 }),
    enabled: open,
  });
  const call = useDialogCall(
    (into: string) => tagManagerApi.merge(family, tag.documentId, into),
    'app.tag_manager.merged',
    onDone,
  );
  const merge = () =>
    target ? call.run(target.documentId) : call.setRefusal(translate('app.tag_manager.merge_pick_first'));
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => (setTarget(null), setSearch(''), call.setRefusal(null))}
      title={translate('app.tag_manager.merge_title', { name: tag.name })}
      maxWidth="sm"
      testId="tag-merge-dialog"
      refusal={call.refusal ? { text: call.refusal, testId: 'tag-merge-refusal' } : null}
      action={{ label: 'app.tag_manager.merge', onClick: merge, color: 'warning', testId: 'tag-merge-confirm' }}
      busy={call.busy}
    >
      <Typography variant="body2" gutterBottom>
        {translate('app.tag_manager.merge_intro', { name: tag.name })}
      </Typography>
      <Autocomplete
        options={(options.data?.data ?? []).filter((option) => option.documentId !== tag.documentId)}
        value={target}
        onChange={(_event, value) => setTarget(value)}
        onInputChange={(_event, value, reason) => reason === 'input' && setSearch(value)}
        getOptionLabel={(option) => `${option.name} (${option.slug})`}
        isOptionEqualToValue={(a, b) => a.documentId === b.documentId}
        filterOptions={(found) => found}
        loading={options.isFetching}
        noOptionsText={translate('app.tag_manager.no_targets')}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            label={translate('app.tag_manager.merge_target')}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'tag-merge-target' } }}
          />
        )}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate(target ? 'app.tag_manager.merge_moves_to' : 'app.tag_manager.merge_moves', {
          name: target?.name ?? '',
        })}
      </Typography>
      {usage.isPending ? (
        <LinearProgress />
      ) : (
        <UsageList usage={usage.data?.data.usage ?? {}} testId="tag-merge-usage" />
      )}
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('app.tag_manager.merge_warning', { name: tag.name })}
      </Alert>
    </ActionDialog>
  );
};

export const DeleteDialog = ({ open, onClose, family, tag, onDone }: TagDialogProps) => {
  const translate = useTranslate();
  const usage = useUsage(family, tag, open);
  const rules = Object.keys(usage.data?.data.rules ?? {}).length > 0;
  const call = useDialogCall(() => tagManagerApi.remove(family, tag.documentId), 'app.tag_manager.deleted', onDone);
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => call.setRefusal(null)}
      title={translate('app.tag_manager.delete_title', { name: tag.name })}
      maxWidth="sm"
      testId="tag-delete-dialog"
      refusal={call.refusal ? { text: call.refusal, testId: 'tag-delete-refusal' } : null}
      action={{
        label: 'ra.action.delete',
        onClick: () => call.run(undefined),
        color: 'warning',
        testId: 'tag-delete-confirm',
      }}
      busy={call.busy || usage.isPending || rules}
    >
      <Typography variant="body2" gutterBottom>
        {translate('app.tag_manager.delete_intro')}
      </Typography>
      {usage.isPending ? (
        <LinearProgress />
      ) : (
        <UsageList usage={usage.data?.data.usage ?? {}} testId="tag-delete-usage" />
      )}
      {rules && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="tag-delete-rules">
          {translate('app.tag_manager.delete_rules')}
        </Alert>
      )}
    </ActionDialog>
  );
};

export const LimitDialog = ({ open, onClose, limit, onDone }: DialogFrame & { limit: number; onDone: () => void }) => {
  const translate = useTranslate();
  const [value, setValue] = useState(String(limit));
  const [problem, setProblem] = useState<string | null>(null);
  const call = useDialogCall((next: number) => tagManagerApi.saveLimit(next), 'app.tag_manager.limit_saved', onDone);
  const save = () => {
    const next = Number(value);
    const valid = Number.isInteger(next) && next >= TAG_LIMIT_MIN && next <= TAG_LIMIT_MAX;
    setProblem(valid ? null : translate('app.tag_manager.limit_range', { min: TAG_LIMIT_MIN, max: TAG_LIMIT_MAX }));
    if (valid) call.run(next);
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => (setValue(String(limit)), setProblem(null), call.setRefusal(null))}
      title={translate('app.tag_manager.limit_title')}
      maxWidth="xs"
      testId="tag-limit-dialog"
      refusal={call.refusal ? { text: call.refusal, testId: 'tag-limit-refusal' } : null}
      action={{ label: 'ra.action.save', onClick: save, testId: 'tag-limit-save' }}
      busy={call.busy}
    >
      <TextField
        fullWidth
        margin="dense"
        type="number"
        label={translate('app.tag_manager.fields.limit')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!!problem}
        helperText={problem ?? translate('app.tag_manager.limit_help')}
        slotProps={{ htmlInput: { 'data-testid': 'tag-limit-input', min: TAG_LIMIT_MIN, max: TAG_LIMIT_MAX } }}
      />
    </ActionDialog>
  );
};
