import CreateFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FILE_ROOT, folderNamesOf, type FileEntry, type FolderEntry } from '@newsroom/config';
import { FileBrowser } from '@/components/files/FileBrowser';
import { PageTitle } from '@/components/PageTitle';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { EntryMenu, type EntryAction } from './EntryMenu';
import { FileDialogs, type FileDialog } from './FileDialogs';
import { apiOrigin } from '@/providers/apiBase';

const ACTIONS = ['createFolder', 'updateFolder', 'deleteFolder', 'updateFile', 'deleteFile'] as const;

/** The top bar's "show all" opens the list with `filter={"q": ...}` (react-admin's list URL): the search box's text. */
const searchOf = (filter: string | null) => {
  try {
    const q = filter ? (JSON.parse(filter) as { q?: unknown }).q : '';
    return typeof q === 'string' ? q : '';
  } catch {
    return '';
  }
};

/** A file's address for the clipboard: stored files under /uploads are on the API's origin. */
const absolute = (src: string) => (src.startsWith('/') ? `${apiOrigin()}${src}` : src);

/**
 * `/files` (SPEC 2, docs/files.md): the folders under public/ and their files, with upload by drag and drop,
 * new folder, rename, move, delete (asked first) and copy URL, each shown only to who may do it. The open
 * folder is in the address (`?path=`), so the breadcrumb survives a reload and the top bar's search links here.
 */
export const FileManagerPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const can = useCanAccessActions('files', ACTIONS) ?? [];
  const [params, setParams] = useSearchParams();
  const asked = params.get('path');
  const initialPath = asked && folderNamesOf(asked) ? asked : FILE_ROOT;
  const initialSearch = searchOf(params.get('filter'));
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const [path, setPath] = useState(initialPath);

  const copy = async (file: FileEntry) => {
    await navigator.clipboard?.writeText(absolute(file.src));
    notify('app.files.copied', { type: 'info' });
  };
  const folderActions = (folder: FolderEntry): EntryAction[] => [
    ...(can.includes('updateFolder')
      ? [
          { key: 'rename', label: 'app.files.rename', onClick: () => setDialog({ kind: 'rename', folder }) },
          { key: 'move', label: 'app.files.move', onClick: () => setDialog({ kind: 'move', folder, from: path }) },
        ]
      : []),
    ...(can.includes('deleteFolder')
      ? [
          {
            key: 'delete',
            label: 'app.files.delete',
            danger: true,
            onClick: () => setDialog({ kind: 'delete', folder }),
          },
        ]
      : []),
  ];
  const fileActions = (file: FileEntry): EntryAction[] => [
    { key: 'copy', label: 'app.files.copy_url', onClick: () => void copy(file) },
    ...(can.includes('updateFile')
      ? [
          { key: 'rename', label: 'app.files.rename', onClick: () => setDialog({ kind: 'rename', file }) },
          { key: 'move', label: 'app.files.move', onClick: () => setDialog({ kind: 'move', file, from: path }) },
        ]
      : []),
    ...(can.includes('deleteFile')
      ? [{ key: 'delete', label: 'app.files.delete', danger: true, onClick: () => setDialog({ kind: 'delete', file }) }]
      : []),
  ];

  return (
    <Box sx={{ mt: 1 }} data-testid="files-page">
      <PageTitle titleKey="app.files.title" />
      <Card>
        <CardContent>
          <FileBrowser
            initialPath={initialPath}
            initialSearch={initialSearch}
            onPathChange={(next) => {
              setPath(next);
              setParams(next === FILE_ROOT ? {} : { path: next }, { replace: true });
            }}
            toolbar={(open) =>
              can.includes('createFolder') && (
                <Button
                  variant="outlined"
                  startIcon={<CreateFolderIcon />}
                  onClick={() => setDialog({ kind: 'newFolder', path: open })}
                  data-testid="files-new-folder"
                >
                  {translate('app.files.new_folder')}
                </Button>
              )
            }
            folderActions={(folder) => <EntryMenu name={folder.name} actions={folderActions(folder)} />}
            fileActions={(file) => <EntryMenu name={file.filename} actions={fileActions(file)} />}
          />
        </CardContent>
      </Card>
      <FileDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
};
