import { DateField, Labeled, SimpleShowLayout, TextField, useLocale } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { EmailHtmlPreview, EmailTextVersion } from './EmailHtmlPreview';
import { OutboxStatusField } from './OutboxStatusField';

export const OutboxShow = () => {
  const locale = useLocale();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="to" />
        <TextField source="subject" />
        <Labeled source="status">
          <OutboxStatusField />
        </Labeled>
        <TextField source="transport" emptyText="-" />
        <TextField source="error" emptyText="-" />
        <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        <Labeled source="text" fullWidth>
          <EmailTextVersion />
        </Labeled>
        <Labeled source="html" fullWidth>
          <EmailHtmlPreview />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
