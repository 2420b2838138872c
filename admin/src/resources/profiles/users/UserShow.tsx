import { BooleanField, DateField, EmailField, Labeled, Show, SimpleShowLayout, TextField, UrlField, useLocale } from 'react-admin';
import { dateFieldOptions, dateLocales } from '../../../components/formatDate';
import { ProfileTypeField } from './ProfileTypeField';

export const UserShow = () => {
  const locale = useLocale();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="firstName" emptyText="-" />
        <TextField source="lastName" emptyText="-" />
        <EmailField source="email" emptyText="-" />
        <Labeled source="type">
          <ProfileTypeField />
        </Labeled>
        <TextField source="screenName" emptyText="-" />
        <TextField source="phoneNumber" emptyText="-" />
        <TextField source="locale" emptyText="-" />
        <TextField source="bio" emptyText="-" />
        <TextField source="twitter" emptyText="-" />
        <TextField source="instagram" emptyText="-" />
        <UrlField source="facebook" emptyText="-" />
        <UrlField source="linkedin" emptyText="-" />
        <UrlField source="website" emptyText="-" />
        <BooleanField source="allowMessages" />
        <BooleanField source="emailNotifications" />
        <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
      </SimpleShowLayout>
    </Show>
  );
};
