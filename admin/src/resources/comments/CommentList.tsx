import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { SavedFiltersToolbar } from '@/components/saved-filters/SavedFilters';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { EmptyState } from '@/components/EmptyState';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { CommentAuthorField, CommentItemField, CommentStatusField, CommentTextField } from './CommentFields';
import { commentFilters } from './CommentFilters';
import { BulkModeration, RowModeration } from './ModerationButtons';
import { OpenReportsNotice } from './OpenReportsNotice';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Keyboard moderation: with focus anywhere in a row, A approves, R rejects, J/K (or the arrow keys)
 * move to the next or previous row.
 */
const onQueueKeyDown = (event: KeyboardEvent<HTMLElement>) => {
  const target = event.target as HTMLElement;
  if (TYPING.has(target.tagName) || target.isContentEditable || event.ctrlKey || event.metaKey || event.altKey) return;
  const row = target.closest('tbody tr');
  if (!row) return;
  const key = event.key.toLowerCase();
  const click = (action: string) =>
    (row.querySelector(`[data-action="${action}"]:not([disabled])`) as HTMLElement | null)?.click();
  const move = (next: Element | null) => (next?.querySelector('[data-action]') as HTMLElement | null)?.focus();
  if (key === 'a') click('approve');
  else if (key === 'r') click('reject');
  else if (key === 'j' || key === 'arrowdown') move(row.nextElementSibling);
  else if (key === 'k' || key === 'arrowup') move(row.previousElementSibling);
  else return;
  event.preventDefault();
};

/** The moderation queue (/comments): pending comments first, filters by status, item and reports. */
export const CommentList = () => {
  const translate = useTranslate();
  return (
    <Box data-testid="comment-list" onKeyDown={onQueueKeyDown}>
      <ConsoleList
        filters={commentFilters}
        filterDefaultValues={{ approvalStatus: 'PENDING' }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        // Every filter is always shown: the toolbar holds only the saved filters.
        actions={<SavedFiltersToolbar />}
        texts="comments"
      >
        <OpenReportsNotice />
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1 }} component="p">
          {translate('app.comments.shortcuts')}
        </Typography>
        <ResponsiveDataTable
          keyColumns={['content', 'app.comments.actions', 'approvalStatus', 'author']}
          rowClick={false}
          bulkActionButtons={<BulkModeration />}
          empty={
            <EmptyState
              titleKey="app.comments.no_match_title"
              textKey="app.comments.no_match_text"
              testId="comments-no-match"
            />
          }
        >
          <DataTable.Col source="content" disableSort>
            <CommentTextField />
          </DataTable.Col>
          <DataTable.Col source="author" disableSort>
            <CommentAuthorField />
          </DataTable.Col>
          <DataTable.Col source="item" disableSort>
            <CommentItemField />
          </DataTable.Col>
          <DateTimeColumn source="createdAt" />
          <DataTable.Col source="approvalStatus">
            <CommentStatusField />
          </DataTable.Col>
          <DataTable.Col label="app.comments.actions" disableSort>
            <RowModeration />
          </DataTable.Col>
        </ResponsiveDataTable>
      </ConsoleList>
    </Box>
  );
};
