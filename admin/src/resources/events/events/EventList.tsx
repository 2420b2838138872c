import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataTable, FunctionField, NullableBooleanInput, useListContext, useTranslate } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { relationFilters } from '@/components/lists/ReferenceFilter';

/** Filters upcoming/past, by category and published; `q` searches title, location and slug. */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <WhenFilter key="when" source="when" alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
  ...relationFilters('resources.events.fields', [
    { key: 'category', field: 'categories', reference: 'events/categories' },
  ]),
];

type When = '' | 'upcoming' | 'past';

/**
 * Upcoming (not ended yet) or past (ended): a filter on endsAt, taken at the moment it is chosen. In the filter bar
 * beside the others (`source` only places it there; it sets endsAt_gte/endsAt_lt itself).
 */
export function WhenFilter(_props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: When = filterValues.endsAt_gte ? 'upcoming' : filterValues.endsAt_lt ? 'past' : '';
  const choose = (when: When) => {
    const { endsAt_gte: _g, endsAt_lt: _l, ...rest } = filterValues;
    const now = new Date().toISOString();
    setFilters(
      when === 'upcoming' ? { ...rest, endsAt_gte: now } : when === 'past' ? { ...rest, endsAt_lt: now } : rest,
      displayedFilters,
    );
  };
  return (
    <TextField
      select
      size="small"
      label={translate('resources.events.fields.when')}
      value={current}
      onChange={(e) => choose(e.target.value as When)}
      variant="filled"
      sx={{ minWidth: 160, mb: '4px' }}
      slotProps={{ htmlInput: { 'data-testid': 'events-when' } }}
    >
      <MenuItem value="">—</MenuItem>
      <MenuItem value="upcoming">{translate('app.events.when.upcoming')}</MenuItem>
      <MenuItem value="past">{translate('app.events.when.past')}</MenuItem>
    </TextField>
  );
}

/** `/events`: the newsroom's events, latest first by their start; upcoming or past, by category, published. */
export const EventList = () => (
  <ConsoleList
    texts="events"
    filters={filters}
    sort={{ field: 'beginsAt', order: 'DESC' }}
    actions={<CreateActions />}
    queryOptions={{ meta: { populate: ['categories'] } }}
  >
    <ListTable texts="events" keyColumns={['title', 'beginsAt', 'published']} rowClick="edit">
      <DataTable.Col source="title" />
      <DateTimeColumn source="beginsAt" />
      <DateTimeColumn source="endsAt" />
      <DataTable.Col source="location" />
      <DataTable.Col source="categories" disableSort>
        <FunctionField
          source="categories"
          render={(r) => (r.expanded?.categories ?? []).map((c: { name: string }) => c.name).join(', ')}
        />
      </DataTable.Col>
      <BooleanColumn source="published" />
    </ListTable>
  </ConsoleList>
);
