import FolderIcon from '@mui/icons-material/FolderOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FILE_ROOT, parentPathOf, pathOf, type FileEntry, type FolderEntry } from '@newsroom/config';
import { ActionDialog } from '@/components/ActionDialog';
import { FILES_QUERY_KEY } from '@/components/files/FileBrowser';
import { crumbsOf } from '@/components/files/fileManagerState';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { fileApi } from '@/providers/fileApi';

/** What the /files screen is asking about. */
export type FileDialog =
  | { kind: 'newFolder'; path: string }
  | { kind: 'rename'; folder?: FolderEntry; file?: FileEntry }
  | { kind: 'move'; folder?: FolderEntry; file?: FileEntry; from: string }
  | { kind: 'delete'; folder?: FolderEntry; file?: FileEntry };

type Change = { name?: string; to?: string };

/** One call for every dialog: which one by the dialog's kind and subject; the listing is read again after. */
const useFileCall = (onDone: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useExplainedMutation(
    async ({ dialog, change, recursive }: { dialog: FileDialog; change?: Change; recursive?: boolean }) => {
      if (dialog.kind === 'newFolder') return fileApi.folderCreate(dialog.path, change?.name ?? '');
      if (dialog.kind === 'delete')
        return dialog.file
          ? fileApi.fileDelete(dialog.file.id)
          : fileApi.folderDelete(dialog.folder!.path, !!recursive);
      return dialog.file
        ? fileApi.fileUpdate(dialog.file.id, change ?? {})
        : fileApi.folderUpdate(dialog.folder!.path, change ?? {});
    },
    {
      explain: (error) => (error instanceof ApiError ? errorText(error, translate) : String(error)),
      onSuccess: () => {
        notify('app.files.saved', { type: 'info' });
        void queryClient.invalidateQueries({ queryKey: [FILES_QUERY_KEY] });
        onDone();
      },
    },
  );
};

const subjectName = (dialog: FileDialog) =>
  'file' in dialog && dialog.file
    ? dialog.file.filename
    : 'folder' in dialog && dialog.folder
      ? dialog.folder.name
      : '';

/** New folder and rename: one name field; the server's refusal (naming rule, a name taken) shown under it. */
const NameDialog = ({ dialog, onClose }: { dialog: FileDialog; onClose: () => void }) => {
  const translate = useTranslate();
  const [name, setName] = useState(subjectName(dialog));
  const call = useFileCall(onClose);
  const title = dialog.kind === 'newFolder' ? 'app.files.new_folder' : 'app.files.rename';
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={translate(title)}
      maxWidth="xs"
      testId="files-name-dialog"
      busy={call.busy}
      refusal={call.refusal ? { text: call.refusal, testId: 'files-refusal' } : null}
      action={{
        label: 'app.files.save',
        testId: 'files-name-save',
        onClick: () => call.run({ dialog, change: { name } }),
      }}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate(
          dialog.kind === 'newFolder' || 'folder' in dialog ? 'app.files.folder_name' : 'app.files.file_name',
        )}
        helperText={
          dialog.kind === 'newFolder' || ('folder' in dialog && dialog.folder)
            ? translate('app.files.folder_rule')
            : undefined
        }
        value={name}
        onChange={(event) => setName(event.target.value)}
        inputProps={{ 'data-testid': 'files-name-input' }}
      />
    </ActionDialog>
  );
};

/** Move: a folder picker (folders only, from public/); "Move here" moves into the open folder. */
const MoveDialog = ({ dialog, onClose }: { dialog: Extract<FileDialog, { kind: 'move' }>; onClose: () => void }) => {
  const translate = useTranslate();
  const [path, setPath] = useState(FILE_ROOT);
  const folders = useQuery({
    queryKey: [FILES_QUERY_KEY, 'folders', path],
    queryFn: () => fileApi.fileList({ path, pageSize: 1 }),
  });
  const call = useFileCall(onClose);
  const crumbs = crumbsOf(path);
  const here = dialog.folder ? parentPathOf(dialog.folder.path) : dialog.from;
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={translate('app.files.move_title', { name: subjectName(dialog) })}
      maxWidth="sm"
      testId="files-move-dialog"
      busy={call.busy}
      refusal={call.refusal ? { text: call.refusal, testId: 'files-refusal' } : null}
      action={{
        label: 'app.files.move_here',
        testId: 'files-move-here',
        onClick: () => call.run({ dialog, change: { to: path } }),
      }}
    >
      <Breadcrumbs sx={{ mb: 1 }}>
        {['public', ...crumbs].map((name, n) => (
          <Link
            key={n}
            component="button"
            type="button"
            underline="hover"
            onClick={() => setPath(pathOf(crumbs.slice(0, n)))}
          >
            {name}
          </Link>
        ))}
      </Breadcrumbs>
      {path === here && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.files.move_same')}
        </Typography>
      )}
      <List dense>
        {(folders.data?.data.folders ?? [])
          .filter((f) => f.path !== dialog.folder?.path)
          .map((f) => (
            <ListItemButton key={f.path} onClick={() => setPath(f.path)}>
              <ListItemIcon>
                <FolderIcon />
              </ListItemIcon>
              <ListItemText primary={f.name} />
            </ListItemButton>
          ))}
      </List>
    </ActionDialog>
  );
};

/**
 * Delete asks first. A folder that turns out not to be empty asks once more, naming what is in it, and then
 * goes with its contents; a file still used by a record is refused with where it is used.
 */
const DeleteDialog = ({ dialog, onClose }: { dialog: FileDialog; onClose: () => void }) => {
  const translate = useTranslate();
  const call = useFileCall(onClose);
  const [full, setFull] = useState<{ files: number; folders: number } | null>(null);
  const run = () => call.run({ dialog, recursive: !!full });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={translate('app.files.delete_title', { name: subjectName(dialog) })}
      maxWidth="xs"
      testId="files-delete-dialog"
      busy={call.busy}
      refusal={call.refusal ? { text: call.refusal, testId: 'files-refusal' } : null}
      action={{
        label: full ? 'app.files.delete_all' : 'app.files.delete',
        testId: 'files-delete-confirm',
        color: 'warning',
        onClick: run,
      }}
    >
      <Typography>
        {full
          ? translate('app.files.delete_full', { files: full.files, folders: full.folders })
          : translate('file' in dialog && dialog.file ? 'app.files.delete_file_text' : 'app.files.delete_folder_text')}
      </Typography>
      <FullFolderProbe dialog={dialog} onFull={setFull} />
    </ActionDialog>
  );
};

/** Reads the folder once as the dialog opens, so a full folder's question names its contents up front. */
const FullFolderProbe = ({
  dialog,
  onFull,
}: {
  dialog: FileDialog;
  onFull: (full: { files: number; folders: number }) => void;
}) => {
  const path = 'folder' in dialog && dialog.folder ? dialog.folder.path : null;
  const listing = useQuery({
    queryKey: [FILES_QUERY_KEY, 'probe', path],
    queryFn: () => fileApi.fileList({ path: path!, pageSize: 1 }),
    enabled: !!path,
  });
  const files = listing.data?.meta.pagination.total ?? 0;
  const folders = listing.data?.data.folders.length ?? 0;
  useEffect(() => {
    if (files || folders) onFull({ files, folders });
  }, [files, folders, onFull]);
  return null;
};

export const FileDialogs = ({ dialog, onClose }: { dialog: FileDialog | null; onClose: () => void }) => {
  if (!dialog) return null;
  if (dialog.kind === 'move') return <MoveDialog dialog={dialog} onClose={onClose} />;
  if (dialog.kind === 'delete') return <DeleteDialog dialog={dialog} onClose={onClose} />;
  return <NameDialog dialog={dialog} onClose={onClose} />;
};
