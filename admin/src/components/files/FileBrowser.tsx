import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FILE_PAGE_SIZE, FILE_ROOT, pathOf, type FileEntry, type FileSort, type FolderEntry } from '@newsroom/config';
import { fileApi } from '@/providers/fileApi';
import { EmptyState } from '../EmptyState';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { FileGrid } from './FileGrid';
import { crumbsOf, extensionsOfAccept, fileManagerReducer, initialFileManagerState } from './fileManagerState';
import { UploadPanel } from './UploadPanel';

const SORTS: { value: string; sort: FileSort; order: 'asc' | 'desc' }[] = [
  { value: 'name-asc', sort: 'name', order: 'asc' },
  { value: 'name-desc', sort: 'name', order: 'desc' },
  { value: 'date-desc', sort: 'date', order: 'desc' },
  { value: 'date-asc', sort: 'date', order: 'asc' },
  { value: 'size-desc', sort: 'size', order: 'desc' },
  { value: 'size-asc', sort: 'size', order: 'asc' },
];

export const FILES_QUERY_KEY = 'file-manager';

/** Waits until the user stops typing before the search goes to the server. */
const useSettled = (value: string, ms = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * One folder of the file manager: breadcrumb from public/, search, sort, the folders and files as tiles, pages,
 * and the drop zone. The /files screen adds its actions (`toolbar`, `folderActions`, `fileActions`); the media
 * inputs' picker sets `accept`, which filters by extension (SPEC 3 pick mode) and makes a click pick the file.
 */
export const FileBrowser = ({
  accept,
  onPick,
  toolbar,
  folderActions,
  fileActions,
  initialPath = FILE_ROOT,
  initialSearch = '',
  onPathChange,
}: {
  accept?: string;
  onPick?: (file: FileEntry) => void;
  toolbar?: (path: string) => ReactNode;
  folderActions?: (folder: FolderEntry) => ReactNode;
  fileActions?: (file: FileEntry) => ReactNode;
  initialPath?: string;
  initialSearch?: string;
  onPathChange?: (path: string) => void;
}) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(fileManagerReducer, initialFileManagerState);
  const [path, setPath] = useState(initialPath);
  const [typed, setTyped] = useState(initialSearch);
  const search = useSettled(typed);
  const [sortValue, setSortValue] = useState('name-asc');
  const [page, setPage] = useState(1);
  const sort = SORTS.find((s) => s.value === sortValue) ?? SORTS[0];
  const ext = extensionsOfAccept(accept);

  useEffect(() => {
    if (onPick) dispatch({ type: 'pickMode', fileExtensionFilter: ext, acceptedFileTypes: accept });
    return () => dispatch({ type: 'reset' });
    // The filter follows `accept`; `ext` is derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accept, onPick]);

  const query = { path, search, sort: sort.sort, order: sort.order, page, pageSize: FILE_PAGE_SIZE, ext };
  const listing = useQuery({
    queryKey: [FILES_QUERY_KEY, query],
    queryFn: () => fileApi.fileList(query),
    placeholderData: keepPreviousData,
  });
  const data = listing.data?.data;
  const pagination = listing.data?.meta.pagination;

  useEffect(() => {
    if (data) dispatch({ type: 'load', path: data.path, folders: data.folders.map((f) => f.name), files: data.files });
  }, [data]);

  const open = (next: string) => {
    setPath(next);
    setPage(1);
    setTyped('');
    onPathChange?.(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [FILES_QUERY_KEY] });
  const crumbs = crumbsOf(path);

  const choose = (file: FileEntry) => {
    if (!onPick) return dispatch({ type: 'select', file });
    dispatch({ type: 'pick', file });
    onPick(file);
  };

  return (
    <Box data-testid="file-browser" data-path={path}>
      <Breadcrumbs aria-label={translate('app.files.breadcrumb')} sx={{ mb: 1.5 }} data-testid="files-breadcrumb">
        {[FILE_ROOT.replace(/\/$/, ''), ...crumbs].map((name, n) => {
          const target = pathOf(crumbs.slice(0, n));
          return n === crumbs.length ? (
            <Typography key={target} color="text.primary" sx={{ fontWeight: 500 }}>
              {name}
            </Typography>
          ) : (
            <Link key={target} component="button" type="button" underline="hover" onClick={() => open(target)}>
              {name}
            </Link>
          );
        })}
      </Breadcrumbs>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          label={translate('app.files.search')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setPage(1);
          }}
          inputProps={{ 'data-testid': 'files-search' }}
          // The console's theme widens text fields; here they sit side by side from a tablet up.
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <TextField
          select
          size="small"
          label={translate('app.files.sort')}
          value={sortValue}
          onChange={(event) => setSortValue(event.target.value)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          {SORTS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {translate(`app.files.sorts.${s.value.replace('-', '_')}`)}
            </MenuItem>
          ))}
        </TextField>
        {toolbar?.(path)}
      </Box>
      {state.pickFileMode && ext.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="files-filter">
          {translate('app.files.filtered', { ext: ext.join(', ') })}
        </Typography>
      )}
      <UploadPanel path={path} accept={accept} onUploaded={() => void refresh()} />
      {listing.error ? (
        <LoadErrorAlert
          textKey="app.files.load_failed"
          retryKey="app.files.retry"
          onRetry={() => void listing.refetch()}
          testId="files-load-error"
        />
      ) : data && data.folders.length === 0 && data.files.length === 0 ? (
        <EmptyState
          testId="files-empty"
          titleKey={search ? 'app.files.no_match' : 'app.files.empty_title'}
          textKey={search ? undefined : 'app.files.empty_text'}
        />
      ) : (
        <FileGrid
          folders={data?.folders ?? []}
          files={data?.files ?? []}
          selected={state.selectedObjects.map((f) => f.id)}
          onOpen={(folder) => open(folder.path)}
          onChoose={choose}
          folderActions={folderActions}
          fileActions={fileActions}
        />
      )}
      {pagination && pagination.pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pagination.pageCount}
            page={page}
            onChange={(_, next) => setPage(next)}
            siblingCount={0}
            data-testid="files-pagination"
          />
        </Box>
      )}
    </Box>
  );
};
