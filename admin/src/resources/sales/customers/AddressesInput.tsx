import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SALUTATIONS } from '@newsroom/config';
import { ArrayInput, AutocompleteInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { DefaultChoice, useCountryChoices } from '@/resources/profiles/users/tabs/AddressesTab';
import { Row } from '../FormGrid';
import { addressChecks as checks, addressPostcodeCheck } from './customerValidators';
import { PostcodeLookupButton } from './PostcodeLookupButton';

const label = (field: string) => `app.customers.address.${field}`;
const salutations = SALUTATIONS.map((id) => ({ id, name: `app.customers.salutations.${id}` }));

/** The customer's postal addresses: salutation and name, the Dutch postcode look-up, and the two default flags. */
export const AddressesInput = () => {
  const translate = useTranslate();
  const countries = useCountryChoices();
  return (
    <Box sx={{ width: '100%' }} data-testid="customer-addresses">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.customers.address.help')}
      </Typography>
      <ArrayInput source="addresses" label={false}>
        <SimpleFormIterator
          disableReordering
          getItemLabel={(index) => translate('app.customers.address.item', { number: index + 1 })}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <Row>
            <SelectInput
              source="salutation"
              label={label('salutation')}
              choices={salutations}
              validate={checks('salutation')}
              emptyText=""
              fullWidth
            />
            <TextInput source="company" label={label('company')} validate={checks('company')} fullWidth />
            <TextInput source="firstName" label={label('firstName')} validate={checks('firstName')} fullWidth />
            <TextInput source="lastName" label={label('lastName')} validate={checks('lastName')} fullWidth />
            <TextInput source="postcode" label={label('postcode')} validate={addressPostcodeCheck} fullWidth />
            <Row>
              <TextInput source="houseNumber" label={label('houseNumber')} validate={checks('houseNumber')} fullWidth />
              <TextInput
                source="houseNumberSuffix"
                label={label('houseNumberSuffix')}
                validate={checks('houseNumberSuffix')}
                fullWidth
              />
            </Row>
          </Row>
          <PostcodeLookupButton />
          <Row>
            <TextInput source="street" label={label('street')} validate={checks('street')} fullWidth />
            <TextInput source="city" label={label('city')} validate={checks('city')} fullWidth />
            <AutocompleteInput
              source="country"
              label={label('country')}
              choices={countries}
              defaultValue="NL"
              validate={checks('country')}
              fullWidth
            />
          </Row>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DefaultChoice flag="defaultBilling" />
            <DefaultChoice flag="defaultShipping" />
          </Stack>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
