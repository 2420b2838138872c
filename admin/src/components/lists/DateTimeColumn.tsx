import { DataTable, DateField, useLocale, type DataTableColumnProps } from 'react-admin';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';

/** A list column with a moment (date and time) shown in Europe/Amsterdam and the user's language. */
export const DateTimeColumn = ({ source, ...column }: DataTableColumnProps & { source: string }) => {
  const locale = useLocale();
  return (
    <DataTable.Col source={source} {...column}>
      <DateField source={source} showTime options={dateFieldOptions} locales={dateLocales(locale)} />
    </DataTable.Col>
  );
};
