import { PEPPOL_ID_RULES, PEPPOL_SCHEMES } from '@newsroom/config';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { checksOf } from '@/components/validators';
import { Row, Section } from './FormGrid';

const checks = checksOf(PEPPOL_ID_RULES);

/**
 * A party's Peppol participant id (customer or channel): the scheme from Peppol's list and the id.
 * Left empty, the e-invoice falls back to the KvK or VAT number (config/src/einvoice.ts `peppolEndpoint`).
 */
export const PeppolIdInputs = () => {
  const translate = useTranslate();
  const choices = PEPPOL_SCHEMES.map((id) => ({
    id,
    name: `${id} ${translate(`app.einvoice.scheme_known.${id}`, { _: '' })}`.trim(),
  }));
  return (
    <>
      <Section title="app.einvoice.section" />
      <Row>
        <SelectInput
          source="peppolScheme"
          choices={choices}
          validate={checks('peppolScheme')}
          helperText="app.einvoice.peppol_help"
          fullWidth
        />
        <TextInput source="peppolId" validate={checks('peppolId')} fullWidth />
      </Row>
    </>
  );
};
