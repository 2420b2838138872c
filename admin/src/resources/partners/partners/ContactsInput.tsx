import Box from '@mui/material/Box';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { rules } from '@newsroom/config';
import { check } from '@/components/validators';

const C = 'app.partners.contact';
const required = check(rules.required);
const email = check(rules.email);
const phone = check(rules.phone);

/** The partner's contact persons: name (required), function, e-mail and phone; the server checks them too. */
export const ContactsInput = () => (
  <Box data-testid="partner-contacts" sx={{ width: '100%' }}>
    <ArrayInput source="contacts" label="resources.partners.fields.contacts">
      <SimpleFormIterator inline>
        <TextInput source="name" label={`${C}.name`} validate={required} />
        <TextInput source="function" label={`${C}.function`} />
        <TextInput source="email" label={`${C}.email`} validate={email} />
        <TextInput source="tel" label={`${C}.tel`} validate={phone} />
      </SimpleFormIterator>
    </ArrayInput>
  </Box>
);
