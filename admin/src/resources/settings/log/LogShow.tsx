import Box from '@mui/material/Box';
import {
  DateField,
  Labeled,
  SimpleShowLayout,
  TextField,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '@/components/RecordPages';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { formatMoney } from '@/components/money';
import { LogTypeChip } from './LogTypeChips';
import { SubjectLink } from './SubjectLink';

/** The entry's details (the history item's extra fields, a webhook's address, an import's counts) as indented JSON. */
const Details = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.details == null) return <>{translate('app.log.no_details')}</>;
  return (
    <Box
      component="pre"
      data-testid="log-details"
      sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', maxWidth: '100%', fontSize: 13 }}
    >
      {JSON.stringify(record.details, null, 2)}
    </Box>
  );
};

const Subject = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  return <SubjectLink subjectType={record?.subjectType} subjectId={record?.subjectId} />;
};

const Type = (_props: { source?: string }) => {
  const record = useRecordContext();
  return record ? <LogTypeChip type={String(record.type)} /> : null;
};

const Action = (_props: { source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate(`app.log.actions.${record.action}`, { _: String(record.action) }) : null}</>;
};

const Actor = (_props: { source?: string }) => {
  const record = useRecordContext();
  return <>{record ? `${record.actorName ?? '-'}${record.actorId ? ` (#${record.actorId})` : ''}` : null}</>;
};

const Amount = (_props: { source?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  return <>{record?.amount == null ? '-' : formatMoney(Number(record.amount), null, locale)}</>;
};

/** "Logregel: Aanmelden · Aangemeld": the entry's type and action in the user's language. */
const EntryTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const type = translate(`app.log.types.${record.type}`, { _: String(record.type) });
  const action = translate(`app.log.actions.${record.action}`, { _: String(record.action) });
  return <>{`${translate('resources.settings/log.name', { smart_count: 1 })}: ${type} · ${action}`}</>;
};

/** One entry: when, what, by whom, about which object (a link where the console has its page), and the details. */
export const LogShow = () => {
  const locale = useLocale();
  return (
    <Show actions={false} title={<EntryTitle />}>
      <SimpleShowLayout>
        <DateField source="at" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        <Labeled source="type">
          <Type />
        </Labeled>
        <Labeled source="action">
          <Action />
        </Labeled>
        <Labeled source="actorName">
          <Actor />
        </Labeled>
        <Labeled source="subjectType">
          <Subject />
        </Labeled>
        <TextField source="from" emptyText="-" />
        <TextField source="to" emptyText="-" />
        <Labeled source="amount">
          <Amount />
        </Labeled>
        <TextField source="note" emptyText="-" sx={{ overflowWrap: 'anywhere' }} />
        <Labeled source="details" fullWidth>
          <Details />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
