import { TextInput } from 'react-admin';
import { PARTNER_RULES } from '@newsroom/config';
import { MediaInput } from '@/components/MediaInput';
import { ReferencesByName } from '@/components/ReferenceByNameInputs';
import { SlugInput } from '@/components/SlugInput';
import { checksOf } from '@/components/validators';
import { Row, Section } from '@/resources/sales/FormGrid';
import { ContactsInput } from './ContactsInput';
import { PartnerEvents } from './PartnerEvents';
import { SocialInput } from './SocialInput';

const checks = checksOf(PARTNER_RULES);

/** The partner (SPEC 3 "Partner"): name, address, contact, logo, about, categories, contact persons, social links. */
export const PartnerInputs = ({ create }: { create: boolean }) => (
  <>
    <Row>
      <TextInput source="name" validate={checks('name')} fullWidth />
      <SlugInput from="name" autoFill={create} />
    </Row>
    <ReferencesByName source="categories" reference="partners/categories" />
    <Section title="app.partners.section_address" />
    <Row>
      <TextInput source="street" validate={checks('street')} fullWidth />
      <TextInput source="houseNumber" validate={checks('houseNumber')} fullWidth />
      <TextInput source="postcode" validate={checks('postcode')} fullWidth />
      <TextInput source="city" validate={checks('city')} fullWidth />
      <TextInput source="country" validate={checks('country')} fullWidth />
      <TextInput source="email" validate={checks('email')} fullWidth />
      <TextInput source="tel" validate={checks('tel')} fullWidth />
      <TextInput source="website" validate={checks('website')} fullWidth />
    </Row>
    <MediaInput source="logo" accept="image/*" />
    <TextInput source="content" validate={checks('content')} multiline minRows={4} fullWidth />
    <Section title="app.partners.section_contacts" />
    <ContactsInput />
    <Section title="app.partners.section_social" />
    <SocialInput />
    {!create && (
      <>
        <Section title="app.partners.section_events" />
        <PartnerEvents />
      </>
    )}
  </>
);
