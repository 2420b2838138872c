import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROFILE_NOTE_MAX_LENGTH } from '@newsroom/config';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { useApiMutation } from '@/components/useApiMutation';
import { formatDateTime } from '@/components/formatDate';
import type { ProfileNote } from '@newsroom/config';
import { useApi } from '@/providers/useMe';
import { useProfileCan } from '../permissions';

const PAGE_SIZE = 25;

/**
 * Writing box for a new note or a change; Ctrl/Cmd+Enter saves. A refused save keeps the text (the API
 * toast says why).
 */
const NoteBox = ({
  initial = '',
  submitKey,
  save,
  onSaved,
  onCancel,
  testId,
}: {
  initial?: string;
  submitKey: string;
  save: (text: string) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
  testId: string;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const { run, busy } = useApiMutation(save, {
    onSuccess: () => {
      onSaved();
      if (!onCancel) setText('');
    },
  });
  const trimmed = text.trim();
  const tooLong = text.length > PROFILE_NOTE_MAX_LENGTH;
  const submit = () => {
    if (!trimmed || tooLong || busy) return;
    run(trimmed);
  };
  return (
    <Box>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        label={translate('app.users.notes.label')}
        multiline
        minRows={2}
        fullWidth
        error={tooLong}
        helperText={`${text.length} / ${PROFILE_NOTE_MAX_LENGTH}`}
        inputProps={{ 'data-testid': `${testId}-text` }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          type="button"
          variant="contained"
          disabled={!trimmed || tooLong || busy}
          onClick={submit}
          data-testid={`${testId}-submit`}
        >
          {translate(submitKey)}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};

const NoteItem = ({ note, onChanged }: { note: ProfileNote; onChanged: () => void }) => {
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const can = useProfileCan();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const mayEdit = note.canEdit !== false && can.notesUpdate;
  const mayDelete = note.canEdit !== false && can.notesDelete;
  const edited =
    note.updatedAt && note.createdAt && new Date(note.updatedAt).getTime() - new Date(note.createdAt).getTime() > 1000;

  // A refusal (for example: only the author may delete it) is toasted by the transport.
  const { run: remove, busy } = useApiMutation(() => api.profileNoteDelete(note.documentId), {
    onSuccess: () => {
      notify('app.users.notes.deleted', { type: 'info' });
      onChanged();
    },
    onSettled: () => setConfirmDelete(false),
  });

  return (
    <Box
      component="li"
      data-testid="note"
      sx={{
        position: 'relative',
        pl: 3,
        pb: 2,
        borderLeft: 2,
        borderColor: 'divider',
        listStyle: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -7,
          top: 4,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" component="span">
          {note.authorName || translate('app.users.notes.unknown_author')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={note.createdAt}>
          {formatDateTime(note.createdAt, locale)}
          {edited ? ` · ${translate('app.users.notes.edited')}` : ''}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {mayEdit && !editing && (
          <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => setEditing(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
        {mayDelete && !editing && (
          <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => setConfirmDelete(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {editing ? (
        <NoteBox
          initial={note.text}
          submitKey="ra.action.save"
          save={(text) => api.profileNoteUpdate(note.documentId, text)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
          testId="note-edit"
        />
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {note.text}
        </Typography>
      )}
      <Confirm
        isOpen={confirmDelete}
        loading={busy}
        title="app.users.notes.delete_title"
        content="app.users.notes.delete_text"
        confirmColor="warning"
        onConfirm={() => remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
};

/**
 * Internal notes on the profile as a timeline, newest first, with who wrote them and when
 * (Europe/Amsterdam), and a box to add one. Authors (and administrators) change or delete their notes.
 */
export const NotesTab = ({ documentId }: { documentId: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const can = useProfileCan();
  const queryClient = useQueryClient();
  const queryKey = ['profile-notes', documentId];
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => api.profileNotes(documentId, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      (last.meta?.pagination?.pageCount ?? 1) > pages.length ? pages.length + 1 : undefined,
    enabled: can.notesFind,
  });
  const notes = data?.pages.flatMap((page) => page.data ?? []) ?? [];
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  const added = () => {
    notify('app.users.notes.added', { type: 'info' });
    reload();
  };

  if (!can.notesFind) return <Alert severity="info">{translate('app.users.notes.not_allowed')}</Alert>;
  return (
    <Box data-testid="profile-notes" sx={{ width: '100%', maxWidth: 800 }}>
      {can.notesCreate && (
        <Box sx={{ mb: 3 }}>
          <NoteBox
            submitKey="app.users.notes.add"
            save={(text) => api.profileNoteCreate(documentId, text)}
            onSaved={added}
            testId="note-new"
          />
        </Box>
      )}
      {isPending && <LinearProgress />}
      {isError && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('app.users.retry')}</Button>}>
          {translate('app.users.notes.load_failed')}
        </Alert>
      )}
      {!isPending && !isError && notes.length === 0 && (
        <EmptyState titleKey="app.users.notes.empty_title" textKey="app.users.notes.empty_text" testId="notes-empty" />
      )}
      {notes.length > 0 && (
        <Box component="ol" sx={{ m: 0, p: 0, ml: 1 }}>
          {notes.map((note) => (
            <NoteItem key={note.documentId} note={note} onChanged={reload} />
          ))}
        </Box>
      )}
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {translate('app.users.notes.more')}
        </Button>
      )}
    </Box>
  );
};
