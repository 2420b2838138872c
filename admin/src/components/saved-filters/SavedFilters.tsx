import BookmarkIcon from '@mui/icons-material/BookmarkBorderOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SavedFilter } from '@/providers/savedFilterApi';
import { useAllowedActions, useApi } from '@/providers/useMe';
import { SaveFilterDialog } from './SaveFilterDialog';
import { queryOfList, sameQuery } from './savedQuery';

export const SAVED_FILTERS_PERMISSION = 'api::saved-filter.saved-filter.find';

/**
 * "Saved filters" of a list (SPEC section 3), in the list's toolbar: apply one, save the current filter,
 * sort and page size under a name, delete one. Kept per user on the server, so they follow the user to
 * another browser and no one else sees them.
 */
export const SavedFilters = () => {
  const allowed = useAllowedActions().includes(SAVED_FILTERS_PERMISSION);
  return allowed ? <SavedFiltersMenu /> : null;
};

const SavedFiltersMenu = () => {
  const list = useListContext();
  const { resource, setFilters, setSort, setPerPage } = list;
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const key = ['saved-filters', resource];
  const { data: saved = [] } = useQuery({
    queryKey: key,
    queryFn: async () => (await api.savedFilters(resource)).data,
    staleTime: 60_000,
  });
  const current = queryOfList(list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const save = useMutation({
    mutationFn: (name: string) => api.savedFilterSave(resource, name, current),
    onSuccess: ({ data }) => {
      setNaming(false);
      notify('app.saved_filters.saved', { type: 'success', messageArgs: { name: data.name } });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (filter: SavedFilter) => api.savedFilterDelete(filter.id),
    onSuccess: (_answer, filter) => {
      notify('app.saved_filters.deleted', { type: 'info', messageArgs: { name: filter.name } });
      return refresh();
    },
  });

  const apply = ({ query }: SavedFilter) => {
    setAnchor(null);
    // One navigation: react-admin gathers the changes of one tick into a single new query string.
    if (query.sort) setSort(query.sort);
    if (query.perPage) setPerPage(query.perPage);
    setFilters(query.filter, query.displayedFilters ?? {}, false);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        data-testid="saved-filters-button"
      >
        {translate('app.saved_filters.button')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} data-testid="saved-filters-menu">
        {saved.length === 0 && (
          <MenuItem disabled data-testid="saved-filters-empty">
            <ListItemText primary={translate('app.saved_filters.empty')} />
          </MenuItem>
        )}
        {saved.map((filter) => {
          const active = sameQuery(filter.query, current);
          return (
            <MenuItem key={filter.id} selected={active} onClick={() => apply(filter)} data-testid="saved-filter">
              <ListItemIcon>{active && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={filter.name} />
              <IconButton
                edge="end"
                size="small"
                aria-label={translate('app.saved_filters.delete', { name: filter.name })}
                disabled={remove.isPending}
                onClick={(event) => {
                  // Deleting is not choosing the filter.
                  event.stopPropagation();
                  remove.mutate(filter);
                }}
                data-testid="saved-filter-delete"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
          data-testid="saved-filters-save"
        >
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.saved_filters.save_current')} />
        </MenuItem>
      </Menu>
      <SaveFilterDialog
        open={naming}
        existing={saved.map((filter) => filter.name)}
        busy={save.isPending}
        onCancel={() => setNaming(false)}
        onSave={(name) => save.mutate(name)}
      />
    </>
  );
};

/** The toolbar of a list whose filters are all always shown: only its saved filters. */
export const SavedFiltersToolbar = () => (
  <TopToolbar>
    <SavedFilters />
  </TopToolbar>
);
