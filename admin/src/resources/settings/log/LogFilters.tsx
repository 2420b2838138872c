import { SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';

const STATUSES = ['stored', 'sent', 'failed'].map((id) => ({ id, name: `app.outbox_status.${id}` }));

/** `q` searches recipient and subject (areas.ts searchFields). */
export const logFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
];
