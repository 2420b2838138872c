import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import MergeIcon from '@mui/icons-material/MergeType';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  TAG_FAMILIES,
  TAG_MANAGER_PAGE_SIZES,
  type TagFamily,
  type TagManagerRow,
  type TagManagerSort,
} from '@newsroom/config';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';
import { useAllowedActions } from '@/providers/useMe';
import { DeleteDialog, LimitDialog, MergeDialog, RenameDialog } from './TagDialogs';
import { tagManagerApi, type TagListQuery } from './tagManagerApi';
import { placeKey } from './TagUsage';

type Open = { kind: 'rename' | 'merge' | 'delete'; tag: TagManagerRow } | { kind: 'limit' } | null;
const SORTABLE: { sort: TagManagerSort; label: string; numeric?: boolean }[] = [
  { sort: 'name', label: 'name' },
  { sort: 'slug', label: 'slug' },
  { sort: 'usage', label: 'usage', numeric: true },
  { sort: 'createdAt', label: 'created' },
];

/** The search box's text is sent once typing pauses, not on every key. */
const useSettled = (value: string, ms = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * /settings/tags (issue #23, docs/tags.md): content tags and the profile tags of each kind, where each is used,
 * rename, merge into another tag of the same family, delete with its counts shown first, and the tag limit.
 */
export const TagManagerPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mayEditLimit = useAllowedActions().includes('api::config.config.update');
  const [family, setFamily] = useState<TagFamily>('content');
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const [sort, setSort] = useState<{ sort: TagManagerSort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => setPage(1), [family, q, pageSize]);
  const query: TagListQuery = { family, q, ...sort, page, pageSize };
  const list = useQuery({
    queryKey: ['tag-manager', 'list', query],
    queryFn: () => tagManagerApi.list(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const limit = list.data?.meta.limit;
  const total = list.data?.meta.pagination.total ?? 0;
  const refresh = async () => {
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: ['tag-manager'] });
    await queryClient.invalidateQueries({ queryKey: ['site', 'config'] });
  };
  const sortBy = (next: TagManagerSort) =>
    setSort((s) => ({ sort: next, order: s.sort === next && s.order === 'asc' ? 'desc' : 'asc' }));
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'medium' });

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <PageTitle titleKey="app.tag_manager.title" />
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{translate('app.tag_manager.intro')}</Typography>
      <Card>
        <Tabs
          value={family}
          onChange={(_event, value: TagFamily) => setFamily(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('app.tag_manager.families_label')}
        >
          {TAG_FAMILIES.map((f) => (
            <Tab key={f} value={f} label={translate(`app.tag_manager.families.${f}`)} data-testid={`tag-family-${f}`} />
          ))}
        </Tabs>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <TextField
            size="small"
            type="search"
            label={translate('ra.action.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'tag-search' } }}
          />
          {limit && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                data-testid="tag-limit"
                color={limit.used >= limit.limit ? 'warning' : 'default'}
                label={translate('app.tag_manager.limit_used', { used: limit.used, limit: limit.limit })}
              />
              {mayEditLimit && (
                <TextButton
                  label="app.tag_manager.limit_change"
                  onClick={() => setOpen({ kind: 'limit' })}
                  data-testid="tag-limit-change"
                />
              )}
            </Stack>
          )}
        </Stack>
        {list.isFetching && <LinearProgress />}
        {list.isError ? (
          <Box sx={{ px: 2 }}>
            <LoadErrorAlert
              textKey="app.tag_manager.load_failed"
              retryKey="app.tag_manager.retry"
              onRetry={() => void list.refetch()}
              testId="tag-load-error"
            />
          </Box>
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyState
            titleKey={q ? 'app.tag_manager.empty_search' : 'app.tag_manager.empty'}
            textKey="app.tag_manager.empty_text"
            testId="tag-empty"
          />
        ) : (
          <ScrollTable>
            <Table size="small" data-testid="tag-table">
              <TableHead>
                <TableRow>
                  {SORTABLE.map((column) => (
                    <TableCell key={column.sort} align={column.numeric ? 'right' : 'left'}>
                      <TableSortLabel
                        active={sort.sort === column.sort}
                        direction={sort.sort === column.sort ? sort.order : 'asc'}
                        onClick={() => sortBy(column.sort)}
                      >
                        {translate(`app.tag_manager.fields.${column.label}`)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell>{translate('app.tag_manager.fields.places')}</TableCell>
                  <TableCell align="right">{translate('app.tag_manager.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((tag) => (
                  <TableRow key={tag.documentId} data-testid={`tag-row-${tag.slug}`}>
                    <TableCell>{tag.name}</TableCell>
                    <TableCell>{tag.slug}</TableCell>
                    <TableCell align="right">{tag.total}</TableCell>
                    <TableCell>{date.format(new Date(tag.createdAt))}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      {Object.entries(tag.usage)
                        .map(([place, n]) => translate(placeKey(place), { smart_count: n, _: `${place}: ${n}` }))
                        .join(', ')}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {(
                        [
                          ['rename', EditIcon],
                          ['merge', MergeIcon],
                          ['delete', DeleteIcon],
                        ] as const
                      ).map(([kind, Icon]) => (
                        <Tooltip key={kind} title={translate(`app.tag_manager.${kind}`)}>
                          <IconButton
                            size="small"
                            aria-label={`${translate(`app.tag_manager.${kind}`)}: ${tag.name}`}
                            data-testid={`tag-${kind}-${tag.slug}`}
                            onClick={() => setOpen({ kind, tag })}
                          >
                            <Icon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, page - 1)}
          onPageChange={(_event, next) => setPage(next + 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...TAG_MANAGER_PAGE_SIZES]}
          onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('app.tag_manager.rows', { from, to, count })}
        />
      </Card>
      {open && open.kind !== 'limit' && (
        <>
          <RenameDialog
            open={open.kind === 'rename'}
            onClose={() => setOpen(null)}
            family={family}
            tag={open.tag}
            onDone={refresh}
          />
          <MergeDialog
            open={open.kind === 'merge'}
            onClose={() => setOpen(null)}
            family={family}
            tag={open.tag}
            onDone={refresh}
          />
          <DeleteDialog
            open={open.kind === 'delete'}
            onClose={() => setOpen(null)}
            family={family}
            tag={open.tag}
            onDone={refresh}
          />
        </>
      )}
      {limit && mayEditLimit && (
        <LimitDialog open={open?.kind === 'limit'} onClose={() => setOpen(null)} limit={limit.limit} onDone={refresh} />
      )}
    </Box>
  );
};
