import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ACCOUNT_STATUSES,
  INVOICE_MODES,
  PRODUCT_RULES,
  PRODUCT_TYPES,
  RECURRENCE_UNITS,
  VACANCY_OPTIONS,
  rules,
} from '@newsroom/config';
import { MediaListInput } from '@/components/MediaListInput';
import { ReferenceByName, ReferencesByName } from '@/components/ReferenceByNameInputs';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { check, checksOf } from '@/components/validators';
import { Row, Section } from '../FormGrid';
import { MoneyInput } from '@/components/MoneyInput';
import { TicketEventInputs } from '@/resources/events/events/TicketEventInputs';

const checks = checksOf(PRODUCT_RULES);
const requiredCheck = check(rules.required);
const choices = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `app.products.${group}.${id}` }));

/** The fields of a product, with the blocks of its type (subscription, ticket, vacancy). */
export const ProductInputs = ({ create }: { create: boolean }) => {
  const type = useWatch({ name: 'type' });
  return (
    <>
      <Row>
        <SelectInput source="type" choices={choices('types', PRODUCT_TYPES)} validate={checks('type')} fullWidth />
        <TextInput source="name" validate={checks('name')} fullWidth />
      </Row>
      <TextInput source="description" validate={checks('description')} multiline minRows={3} fullWidth />
      <MediaListInput source="images" />
      <Row>
        <MoneyInput source="price" validate={checks('price')} helperText="app.products.price_help" fullWidth />
        <NumberInput source="taxPercentage" validate={checks('taxPercentage')} min={0} max={100} fullWidth />
        <NumberInput source="minPurchase" validate={checks('minPurchase')} min={1} fullWidth />
        <NumberInput source="maxPurchase" validate={checks('maxPurchase')} min={1} fullWidth />
        <TextInput source="sku" validate={checks('sku')} fullWidth />
        <BooleanInput source="published" />
        <ReferencesByName source="categories" reference="sales/products/categories" />
        <ReferenceByName source="channel" reference="sales/channels" />
        <ReferencesByName source="tags" reference="profile-tags" />
      </Row>

      {type === 'SUBSCRIPTION' && (
        <>
          <Section title="app.products.section_subscription" />
          <Row>
            <NumberInput
              source="recurrenceCount"
              validate={[requiredCheck, ...checks('recurrenceCount')]}
              min={1}
              fullWidth
            />
            <SelectInput
              source="recurrenceUnit"
              choices={choices('units', RECURRENCE_UNITS)}
              validate={requiredCheck}
              fullWidth
            />
            <SelectInput
              source="invoiceMode"
              choices={choices('invoice_modes', INVOICE_MODES)}
              validate={requiredCheck}
              fullWidth
            />
            <ReferenceByName source="followUp" reference="sales/products" filter={{ type: 'SUBSCRIPTION' }} />
            <BooleanInput source="autoStop" />
            <BooleanInput source="autoActivate" />
            <ReferenceArrayInput source="tagsBirth" reference="profile-tags" filter={{ kind: 'ACCESS' }}>
              <AutocompleteArrayInput
                optionText="name"
                disabled={!create}
                helperText={create ? 'app.products.tags_birth_help' : 'app.products.tags_birth_fixed'}
                validate={
                  create
                    ? (value: unknown) =>
                        Array.isArray(value) && value.length
                          ? undefined
                          : { message: 'app.validation.codes.atLeastOneTag', args: { min: 1 } }
                    : undefined
                }
                fullWidth
              />
            </ReferenceArrayInput>
            <ReferenceArrayInput source="tagsWill" reference="profile-tags" filter={{ kind: 'ACCESS' }}>
              <AutocompleteArrayInput optionText="name" helperText="app.products.tags_will_help" fullWidth />
            </ReferenceArrayInput>
            <SelectInput
              source="accountStatus"
              choices={ACCOUNT_STATUSES.map((id) => ({ id, name: `app.users.account_statuses.${id}` }))}
              fullWidth
            />
            <TextInput source="magazineId" validate={checks('magazineId')} fullWidth />
          </Row>
        </>
      )}
      {type === 'TICKET' && (
        <>
          <Section title="app.products.section_ticket" />
          <Row>
            <ZonedDateTimeInput source="ticketSaleBeginsAt" validate={requiredCheck} fullWidth />
            <ZonedDateTimeInput source="ticketSaleEndsAt" validate={requiredCheck} fullWidth />
            <NumberInput source="stock" validate={[requiredCheck, ...checks('stock')]} min={0} fullWidth />
          </Row>
          <TicketEventInputs />
        </>
      )}
      {(type === 'VACANCY' || type === 'VACANCY_OPTION') && (
        <>
          <Section title="app.products.section_vacancy" />
          <Row>
            <NumberInput
              source="maxVacancies"
              validate={checks('maxVacancies')}
              min={0}
              helperText="app.products.max_vacancies_help"
              fullWidth
            />
            {type === 'VACANCY_OPTION' && (
              <SelectInput
                source="vacancyOption"
                choices={choices('vacancy_options', VACANCY_OPTIONS)}
                validate={[requiredCheck, ...checks('vacancyOption')]}
                fullWidth
              />
            )}
          </Row>
        </>
      )}
    </>
  );
};
