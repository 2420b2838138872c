import { AutocompleteArrayInput, ReferenceArrayInput, SelectInput, TextInput } from 'react-admin';
import { VATIN_TYPES } from '@newsroom/config';
import { MediaInput } from '@/components/MediaInput';
import { Row, Section } from '../FormGrid';
import { PeppolIdInputs } from '../PeppolIdInputs';
import { customerChecks as checks, nameOrContactCheck, reverseVatCheck } from './customerValidators';

export const vatinTypeChoices = VATIN_TYPES.map((id) => ({ id, name: `app.customers.vatin_types.${id}` }));
const byName = (q: string) => (q ? { name_containsi: q } : {});

/** The customer's own fields (SPEC section 3 "Customer"), in the two-column sections of the sales forms. */
export const CustomerInputs = () => (
  <>
    <Section title="app.customers.sections.contact" />
    <Row>
      <TextInput
        source="name"
        validate={[nameOrContactCheck, ...checks('name')]}
        helperText="app.customers.name_help"
        fullWidth
      />
      <TextInput source="contact" validate={checks('contact')} fullWidth />
      <TextInput source="email" type="email" validate={checks('email')} fullWidth />
      <TextInput source="tel" validate={checks('tel')} fullWidth />
      <TextInput source="debtorId" validate={checks('debtorId')} fullWidth />
      <TextInput source="defaultReference" validate={checks('defaultReference')} fullWidth />
      <ReferenceArrayInput source="tags" reference="profile-tags">
        <AutocompleteArrayInput optionText="name" filterToQuery={byName} fullWidth />
      </ReferenceArrayInput>
    </Row>
    <MediaInput source="logo" accept="image/*" />

    <Section title="app.customers.sections.email" />
    <Row>
      <TextInput
        source="emailFinancial"
        validate={checks('emailFinancial')}
        multiline
        minRows={2}
        helperText="app.customers.lines_help"
        fullWidth
      />
      <TextInput
        source="emailReminders"
        validate={checks('emailReminders')}
        multiline
        minRows={2}
        helperText="app.customers.lines_help"
        fullWidth
      />
      <TextInput
        source="emailDomains"
        validate={checks('emailDomains')}
        multiline
        minRows={2}
        helperText="app.customers.domains_help"
        fullWidth
      />
    </Row>

    <Section title="app.customers.sections.finance" />
    <Row>
      <TextInput source="iban" validate={checks('iban')} fullWidth />
      <TextInput source="ibanAscription" validate={checks('ibanAscription')} fullWidth />
      <TextInput source="bic" validate={checks('bic')} fullWidth />
      <TextInput source="coc" validate={checks('coc')} fullWidth />
      <SelectInput source="vatinType" choices={vatinTypeChoices} validate={checks('vatinType')} fullWidth />
      <TextInput
        source="vatin"
        validate={[reverseVatCheck, ...checks('vatin')]}
        helperText="app.customers.vatin_help"
        fullWidth
      />
    </Row>

    <PeppolIdInputs />

    <Section title="app.customers.sections.integration" />
    <Row>
      <TextInput source="abolandMagazineId" validate={checks('abolandMagazineId')} fullWidth />
      <TextInput source="abolandSubscriptionNumber" validate={checks('abolandSubscriptionNumber')} fullWidth />
    </Row>
  </>
);
