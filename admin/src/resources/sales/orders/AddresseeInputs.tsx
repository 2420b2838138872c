import { CUSTOMER_ADDRESS_RULES, rules, SALUTATIONS } from '@newsroom/config';
import { AutocompleteInput, SelectInput, TextInput } from 'react-admin';
import { useCountryChoices } from '@/resources/profiles/users/tabs/AddressesTab';
import { check, checksOf } from '@/components/validators';
import { Row } from '../FormGrid';

const checks = checksOf(CUSTOMER_ADDRESS_RULES);
const label = (field: string) => `app.orders.addressee.${field}`;
const salutations = SALUTATIONS.map((id) => ({ id, name: `app.orders.salutations.${id}` }));
/** Dutch format for NL (a new customer made from this address is checked the same way). */
const postcodeCheck = (value: unknown, all: Record<string, unknown>) =>
  check(rules.postcode((all?.addressee as Record<string, unknown> | undefined)?.country))(value);

/** The order's addressee (component sales.customer-address, without the default flags). */
export const AddresseeInputs = () => {
  const countries = useCountryChoices();
  const input = (field: string) => ({
    source: `addressee.${field}`,
    label: label(field),
    validate: checks(field),
    fullWidth: true,
  });
  return (
    <Row>
      <SelectInput {...input('salutation')} choices={salutations} emptyText="" />
      <TextInput {...input('company')} />
      <TextInput {...input('firstName')} />
      <TextInput {...input('lastName')} />
      <TextInput {...input('street')} />
      <Row>
        <TextInput {...input('houseNumber')} />
        <TextInput {...input('houseNumberSuffix')} />
      </Row>
      <TextInput source="addressee.postcode" label={label('postcode')} validate={postcodeCheck} fullWidth />
      <TextInput {...input('city')} />
      <AutocompleteInput {...input('country')} choices={countries} />
    </Row>
  );
};
