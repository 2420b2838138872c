import { AutocompleteArrayInput, ReferenceArrayInput, SelectInput, TextInput } from 'react-admin';
import { VATIN_TYPES } from '@newsroom/config';
import { MediaInput } from '@/components/MediaInput';
import { Row, Section } from '../FormGrid';
import { checkedInputs } from '../checkedInputs';
import { PeppolIdInputs } from '../PeppolIdInputs';
import { customerChecks as checks, nameOrContactCheck, reverseVatCheck } from './customerValidators';
import { MagazineLinkSection } from './MagazineLinkSection';

export const vatinTypeChoices = VATIN_TYPES.map((id) => ({ id, name: `app.customers.vatin_types.${id}` }));
const Checked = checkedInputs(checks);
const byName = (q: string) => (q ? { name_containsi: q } : {});

/** The customer's own fields (SPEC section 3 "Customer"), in the two-column sections of the sales forms. */
export const CustomerInputs = () => (
  <>
    <Section title="app.customers.sections.contact" />
    <Row>
      <Checked.Text source="name" also={nameOrContactCheck} helperText="app.customers.name_help" />
      <Checked.Text source="contact" />
      <Checked.Text source="email" type="email" />
      <Checked.Text source="tel" />
      <Checked.Text source="debtorId" />
      <Checked.Text source="defaultReference" />
      <ReferenceArrayInput source="tags" reference="profile-tags">
        <AutocompleteArrayInput optionText="name" filterToQuery={byName} fullWidth />
      </ReferenceArrayInput>
    </Row>
    <MediaInput source="logo" accept="image/*" />

    <Section title="app.customers.sections.email" />
    <Row>
      <Checked.Text source="emailFinancial" multiline minRows={2} helperText="app.customers.lines_help" />
      <Checked.Text source="emailReminders" multiline minRows={2} helperText="app.customers.lines_help" />
      <Checked.Text source="emailDomains" multiline minRows={2} helperText="app.customers.domains_help" />
    </Row>

    <Section title="app.customers.sections.finance" />
    <Row>
      <Checked.Text source="iban" />
      <Checked.Text source="ibanAscription" />
      <Checked.Text source="bic" />
      <Checked.Text source="coc" />
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
    <MagazineLinkSection />
  </>
);
