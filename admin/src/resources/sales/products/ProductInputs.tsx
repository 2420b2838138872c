import { Box, Divider, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ACCOUNT_STATUSES, INVOICE_MODES, PRODUCT_RULES, PRODUCT_TYPES, RECURRENCE_UNITS, type Rule } from '@newsroom/config';
import { fromZonedInput, toZonedInput } from '../../../components/zonedTime';
import { check } from '../../profiles/users/validators';

const checks = (field: string): Validator[] => (PRODUCT_RULES[field] ?? []).map((rule: Rule) => check(rule));
const requiredCheck: Validator = (value) => (value === undefined || value === null || value === '' ? { message: 'app.validation.codes.required', args: {} } : undefined);
const choices = (group: string, values: readonly string[]) => values.map((id) => ({ id, name: `app.products.${group}.${id}` }));

/** Cents in the API, euros in the input: 1250 ↔ 12.5. */
const centsToUnits = (cents: unknown) => (cents === null || cents === undefined || cents === '' ? '' : Number(cents) / 100);
const unitsToCents = (units: unknown) => (units === null || units === undefined || units === '' ? null : Math.round(Number(units) * 100));

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Divider sx={{ mb: 1 }} />
    </Box>
  );
};

const half = { sx: { width: { xs: '100%', md: '48%' }, mr: { md: '2%' } } };

/** The fields of a product, with the blocks of its type (subscription, ticket, vacancy). */
export const ProductInputs = ({ create }: { create: boolean }) => {
  const type = useWatch({ name: 'type' });
  return (
    <>
      <SelectInput source="type" choices={choices('types', PRODUCT_TYPES)} validate={checks('type')} {...half} />
      <TextInput source="name" validate={checks('name')} {...half} />
      <TextInput source="description" validate={checks('description')} multiline minRows={3} fullWidth />
      <NumberInput source="price" format={centsToUnits} parse={unitsToCents} validate={checks('price')} step={0.01} min={0} helperText="app.products.price_help" {...half} />
      <NumberInput source="taxPercentage" validate={checks('taxPercentage')} min={0} max={100} {...half} />
      <NumberInput source="minPurchase" validate={checks('minPurchase')} min={1} {...half} />
      <NumberInput source="maxPurchase" validate={checks('maxPurchase')} min={1} {...half} />
      <TextInput source="sku" validate={checks('sku')} {...half} />
      <BooleanInput source="published" {...half} />
      <ReferenceArrayInput source="categories" reference="sales/products/categories">
        <AutocompleteArrayInput optionText="name" {...half} />
      </ReferenceArrayInput>
      <ReferenceInput source="channel" reference="sales/channels">
        <AutocompleteInput optionText="name" {...half} />
      </ReferenceInput>
      <ReferenceArrayInput source="tags" reference="profile-tags">
        <AutocompleteArrayInput optionText="name" {...half} />
      </ReferenceArrayInput>

      {type === 'SUBSCRIPTION' && (
        <>
          <Section title="app.products.section_subscription" />
          <NumberInput source="recurrenceCount" validate={[requiredCheck, ...checks('recurrenceCount')]} min={1} {...half} />
          <SelectInput source="recurrenceUnit" choices={choices('units', RECURRENCE_UNITS)} validate={requiredCheck} {...half} />
          <SelectInput source="invoiceMode" choices={choices('invoice_modes', INVOICE_MODES)} validate={requiredCheck} {...half} />
          <ReferenceInput source="followUp" reference="sales/products" filter={{ type: 'SUBSCRIPTION' }}>
            <AutocompleteInput optionText="name" {...half} />
          </ReferenceInput>
          <BooleanInput source="autoStop" {...half} />
          <BooleanInput source="autoActivate" {...half} />
          <ReferenceArrayInput source="tagsBirth" reference="profile-tags" filter={{ kind: 'ACCESS' }}>
            <AutocompleteArrayInput
              optionText="name"
              disabled={!create}
              helperText={create ? 'app.products.tags_birth_help' : 'app.products.tags_birth_fixed'}
              validate={create ? (value: unknown) => (Array.isArray(value) && value.length ? undefined : { message: 'app.validation.codes.atLeastOneTag', args: { min: 1 } }) : undefined}
              {...half}
            />
          </ReferenceArrayInput>
          <ReferenceArrayInput source="tagsWill" reference="profile-tags" filter={{ kind: 'ACCESS' }}>
            <AutocompleteArrayInput optionText="name" helperText="app.products.tags_will_help" {...half} />
          </ReferenceArrayInput>
          <SelectInput source="accountStatus" choices={ACCOUNT_STATUSES.map((id) => ({ id, name: `app.users.account_statuses.${id}` }))} {...half} />
          <TextInput source="magazineId" validate={checks('magazineId')} {...half} />
        </>
      )}
      {type === 'TICKET' && (
        <>
          <Section title="app.products.section_ticket" />
          <DateTimeInput source="ticketSaleBeginsAt" format={toZonedInput} parse={fromZonedInput} validate={requiredCheck} {...half} />
          <DateTimeInput source="ticketSaleEndsAt" format={toZonedInput} parse={fromZonedInput} validate={requiredCheck} {...half} />
          <NumberInput source="stock" validate={[requiredCheck, ...checks('stock')]} min={0} {...half} />
        </>
      )}
      {(type === 'VACANCY' || type === 'VACANCY_OPTION') && (
        <>
          <Section title="app.products.section_vacancy" />
          <NumberInput source="maxVacancies" validate={checks('maxVacancies')} min={0} {...half} />
        </>
      )}
    </>
  );
};
