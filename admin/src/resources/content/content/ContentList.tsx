import Box from '@mui/material/Box';
import { DataTable, type Identifier, type RaRecord } from 'react-admin';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { FilterListToolbar } from '@/components/lists/FilterListToolbar';
import { ListTable } from '@/components/lists/ListTable';
import { EmptyState } from '@/components/EmptyState';
import { usePermitted } from '@/components/usePermitted';
import { ContentBulkActions, useHasBulkActions } from './ContentBulkActions';
import { ContentStatusField, ContentTypeField, RelationNames } from './ContentFields';
import { contentFilters } from './ContentFilters';
import { LIST_POPULATE } from './constants';
import { useFixedValues } from './useFixedValues';

const ListActions = () => <FilterListToolbar canCreate={usePermitted('create')} />;

/** An English translation opens in English: the edit page reads ?locale=. */
export const editPath = (id: Identifier, resource: string, record: RaRecord) =>
  `/${resource}/${encodeURIComponent(String(id))}${record.locale && record.locale !== 'nl' ? `?locale=${record.locale}` : ''}`;

/** Articles and every other type (or, on /content/pages and /content/redirects, one fixed type). */
export const ContentList = () => {
  const fixed = useFixedValues();
  const hasBulk = useHasBulkActions();
  const screen = fixed?.type ? `content_${fixed.type.toLowerCase()}` : 'content_all';
  return (
    <Box data-testid="content-list">
      <ConsoleList
        filters={contentFilters(!!fixed?.type)}
        filter={fixed}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        actions={<ListActions />}
        queryOptions={{ meta: { populate: LIST_POPULATE } }}
        empty={
          <EmptyState
            titleKey={`app.${screen}.empty_title`}
            textKey={`app.${screen}.empty_text`}
            testId="content-empty"
          />
        }
      >
        <ListTable
          texts="content"
          keyColumns={['title', 'status', 'type', 'updatedAt']}
          rowClick={editPath}
          bulkActionButtons={hasBulk ? <ContentBulkActions /> : false}
        >
          <DataTable.Col source="title" />
          {!fixed?.type && (
            <DataTable.Col source="type">
              <ContentTypeField />
            </DataTable.Col>
          )}
          <DataTable.Col source="status">
            <ContentStatusField />
          </DataTable.Col>
          <DataTable.Col source="authors" disableSort>
            <RelationNames source="authors" />
          </DataTable.Col>
          <DataTable.Col source="categories" disableSort>
            <RelationNames source="categories" />
          </DataTable.Col>
          <DateTimeColumn source="publicationDate" />
          <DateTimeColumn source="updatedAt" />
        </ListTable>
      </ConsoleList>
    </Box>
  );
};
