import { Alert, Typography } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  CHANNEL_FROZEN_FIELDS,
  CHANNEL_RULES,
  CURRENCIES,
  INVOICE_SERIAL_LENGTH_MAX,
  INVOICE_SERIAL_LENGTH_MIN,
  rules,
  serialCapacity,
} from '@newsroom/config';
import { MediaInput } from '@/components/MediaInput';
import { check, checksOf } from '@/components/validators';
import { Row, Section } from '../FormGrid';
import { PeppolIdInputs } from '../PeppolIdInputs';

const checks = checksOf(CHANNEL_RULES);
const postcodeCheck: Validator = (value, all) => check(rules.postcode(all?.country))(value);

/** Frozen once the channel has issued invoices: read-only, with the reason next to it. */
const useFrozen = () => {
  const record = useRecordContext();
  const frozen = !!record?.invoicingStartedAt;
  return (field: (typeof CHANNEL_FROZEN_FIELDS)[number]) =>
    frozen && CHANNEL_FROZEN_FIELDS.includes(field) ? { disabled: true, helperText: 'app.channels.frozen_field' } : {};
};

const SerialCapacity = () => {
  const translate = useTranslate();
  const length = Number(useWatch({ name: 'invoiceSerialLength' }));
  const continued = useWatch({ name: 'invoiceContinuedSerial' });
  if (!Number.isInteger(length) || length < INVOICE_SERIAL_LENGTH_MIN || length > INVOICE_SERIAL_LENGTH_MAX)
    return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="serial-capacity" sx={{ mb: 2 }}>
      {translate(continued === false ? 'app.channels.capacity_yearly' : 'app.channels.capacity_total', {
        max: serialCapacity(length).toLocaleString('nl-NL'),
      })}
    </Typography>
  );
};

/** Identity, address, invoicing and flags of a channel (SPEC section 3 "Channel"). */
export const ChannelInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const frozen = useFrozen();
  return (
    <>
      {record?.invoicingStartedAt && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="channel-frozen">
          {translate('app.channels.frozen')}
        </Alert>
      )}
      <Section title="app.channels.section_identity" />
      <Row>
        <TextInput source="name" validate={checks('name')} fullWidth />
        <TextInput source="company" validate={checks('company')} fullWidth {...frozen('company')} />
        <TextInput source="coc" validate={checks('coc')} fullWidth {...frozen('coc')} />
        <TextInput source="vat" validate={checks('vat')} fullWidth {...frozen('vat')} />
        <TextInput source="iban" validate={checks('iban')} fullWidth />
        <SelectInput
          source="currency"
          choices={CURRENCIES.map((id) => ({ id, name: id }))}
          validate={checks('currency')}
          fullWidth
          {...frozen('currency')}
        />
        <TextInput source="email" validate={checks('email')} fullWidth />
        <TextInput source="website" validate={checks('website')} fullWidth />
      </Row>

      <PeppolIdInputs />
      <Section title="app.channels.section_address" />
      <Row>
        <TextInput source="street" validate={checks('street')} fullWidth />
        <Row>
          <TextInput source="houseNumber" validate={checks('houseNumber')} fullWidth />
          <TextInput source="houseNumberSuffix" validate={checks('houseNumberSuffix')} fullWidth />
        </Row>
        <TextInput source="postcode" validate={postcodeCheck} fullWidth />
        <TextInput source="city" validate={checks('city')} fullWidth />
        <TextInput source="country" validate={checks('country')} fullWidth {...frozen('country')} />
      </Row>

      <Section title="app.channels.section_invoicing" />
      <Row>
        <TextInput
          source="invoiceSerialPrefix"
          validate={checks('invoiceSerialPrefix')}
          fullWidth
          {...frozen('invoiceSerialPrefix')}
        />
        <NumberInput
          source="invoiceSerialLength"
          validate={checks('invoiceSerialLength')}
          min={INVOICE_SERIAL_LENGTH_MIN}
          max={INVOICE_SERIAL_LENGTH_MAX}
          fullWidth
          {...frozen('invoiceSerialLength')}
        />
        <NumberInput
          source="invoiceStartWithSerial"
          validate={checks('invoiceStartWithSerial')}
          min={1}
          fullWidth
          {...frozen('invoiceStartWithSerial')}
        />
        <BooleanInput source="invoiceContinuedSerial" {...frozen('invoiceContinuedSerial')} />
      </Row>
      <SerialCapacity />
      <Row>
        <NumberInput source="invoiceDefaultTax" validate={checks('invoiceDefaultTax')} min={0} max={100} fullWidth />
        <NumberInput
          source="invoiceDefaultPaymentTerm"
          validate={checks('invoiceDefaultPaymentTerm')}
          min={0}
          fullWidth
        />
        <TextInput
          source="invoiceColor"
          validate={checks('invoiceColor')}
          helperText="app.channels.color_help"
          fullWidth
        />
        <TextInput
          source="invoiceBcc"
          validate={checks('invoiceBcc')}
          multiline
          minRows={2}
          helperText="app.channels.bcc_help"
          fullWidth
        />
        <TextInput
          source="invoiceReminderDays"
          validate={checks('invoiceReminderDays')}
          helperText="app.channels.reminder_days_help"
          fullWidth
        />
      </Row>
      <MediaInput source="invoiceLogo" accept="image/*" />

      <Section title="app.channels.section_flags" />
      <BooleanInput source="isDefault" helperText="app.channels.default_help" />
      <BooleanInput source="paymentProviderEnabled" helperText="app.channels.provider_help" />
      <BooleanInput source="isActive" />
    </>
  );
};
