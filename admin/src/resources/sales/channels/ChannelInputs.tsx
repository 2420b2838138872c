import { Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
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
import { checkedInputs } from '../checkedInputs';
import { Row, Section } from '../FormGrid';
import { FormNotice } from '../FormNotice';
import { PeppolIdInputs } from '../PeppolIdInputs';

const checks = checksOf(CHANNEL_RULES);
const Checked = checkedInputs(checks);
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
  const record = useRecordContext();
  const frozen = useFrozen();
  return (
    <>
      {record?.invoicingStartedAt && <FormNotice text="app.channels.frozen" testId="channel-frozen" />}
      <Section title="app.channels.section_identity" />
      <Row>
        <Checked.Text source="name" />
        <Checked.Text source="company" {...frozen('company')} />
        <Checked.Text source="coc" {...frozen('coc')} />
        <Checked.Text source="vat" {...frozen('vat')} />
        <Checked.Text source="iban" />
        <Checked.Text source="creditorId" helperText="app.mandates.creditor_id_help" />
        <SelectInput
          source="currency"
          choices={CURRENCIES.map((id) => ({ id, name: id }))}
          validate={checks('currency')}
          fullWidth
          {...frozen('currency')}
        />
        <Checked.Text source="email" />
        <Checked.Text source="website" />
      </Row>

      <PeppolIdInputs />
      <Section title="app.channels.section_address" />
      <Row>
        <Checked.Text source="street" />
        <Row>
          <Checked.Text source="houseNumber" />
          <Checked.Text source="houseNumberSuffix" />
        </Row>
        <TextInput source="postcode" validate={postcodeCheck} fullWidth />
        <Checked.Text source="city" />
        <Checked.Text source="country" {...frozen('country')} />
      </Row>

      <Section title="app.channels.section_invoicing" />
      <Row>
        <Checked.Text source="invoiceSerialPrefix" {...frozen('invoiceSerialPrefix')} />
        <Checked.Number
          source="invoiceSerialLength"
          min={INVOICE_SERIAL_LENGTH_MIN}
          max={INVOICE_SERIAL_LENGTH_MAX}
          {...frozen('invoiceSerialLength')}
        />
        <Checked.Number source="invoiceStartWithSerial" min={1} {...frozen('invoiceStartWithSerial')} />
        <BooleanInput source="invoiceContinuedSerial" {...frozen('invoiceContinuedSerial')} />
      </Row>
      <SerialCapacity />
      <Row>
        <Checked.Number source="invoiceDefaultTax" min={0} max={100} />
        <Checked.Number source="invoiceDefaultPaymentTerm" min={0} />
        <Checked.Text source="invoiceColor" helperText="app.channels.color_help" />
        <Checked.Text source="invoiceBcc" multiline minRows={2} helperText="app.channels.bcc_help" />
        <Checked.Text source="invoiceReminderDays" helperText="app.channels.reminder_days_help" />
      </Row>
      <MediaInput source="invoiceLogo" accept="image/*" />

      <Section title="app.channels.section_flags" />
      <BooleanInput source="isDefault" helperText="app.channels.default_help" />
      <BooleanInput source="paymentProviderEnabled" helperText="app.channels.provider_help" />
      <BooleanInput source="isActive" />
    </>
  );
};
