import Box from '@mui/material/Box';
import {
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  List,
  TopToolbar,
  useLocale,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { SavedFilters } from '@/components/saved-filters/SavedFilters';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { usePermitted } from '@/components/usePermitted';
import { ContentBulkActions, useHasBulkActions } from './ContentBulkActions';
import { ContentStatusField, ContentTypeField, RelationNames } from './ContentFields';
import { contentFilters } from './ContentFilters';
import { LIST_POPULATE } from './constants';
import { useFixedValues } from './useFixedValues';

const ListActions = () => {
  const canCreate = usePermitted('create');
  return (
    <TopToolbar>
      <FilterButton />
      <SavedFilters />
      {canCreate && <CreateButton />}
    </TopToolbar>
  );
};

/** An English translation opens in English: the edit page reads ?locale=. */
export const editPath = (id: Identifier, resource: string, record: RaRecord) =>
  `/${resource}/${encodeURIComponent(String(id))}${record.locale && record.locale !== 'nl' ? `?locale=${record.locale}` : ''}`;

/** Articles and every other type (or, on /content/pages and /content/redirects, one fixed type). */
export const ContentList = () => {
  const locale = useLocale();
  const fixed = useFixedValues();
  const hasBulk = useHasBulkActions();
  const screen = fixed?.type ? `content_${fixed.type.toLowerCase()}` : 'content_all';
  return (
    <Box data-testid="content-list">
      <List
        filters={contentFilters(!!fixed?.type)}
        filter={fixed}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
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
        <ResponsiveDataTable
          keyColumns={['title', 'status', 'type', 'updatedAt']}
          rowClick={editPath}
          bulkActionButtons={hasBulk ? <ContentBulkActions /> : false}
          empty={<EmptyState titleKey="app.content.no_match" testId="content-no-match" />}
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
          <DataTable.Col source="publicationDate">
            <DateField source="publicationDate" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
          </DataTable.Col>
          <DataTable.Col source="updatedAt">
            <DateField source="updatedAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
          </DataTable.Col>
        </ResponsiveDataTable>
      </List>
    </Box>
  );
};
