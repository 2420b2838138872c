import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { rules } from '@newsroom/config';
import { useMemo } from 'react';
import { ArrayInput, SimpleFormIterator, useInput, useLocale, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { COUNTRY_CODES } from '../constants';
import { check, postcodeCheck } from '@/components/validators';
import { FieldGrid, full, half, maxLength, third, type GridField, type Width } from './FieldGrid';
import { Section } from './Section';

type Flag = 'defaultBilling' | 'defaultShipping';

/**
 * "Default billing" / "default shipping" of one address. Only one address can be either (rules
 * default_billing_once, default_shipping_once): ticking it here unticks it on every other address.
 */
export const DefaultChoice = ({ flag }: { flag: Flag }) => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const { field, fieldState } = useInput({ source: flag, defaultValue: false });
  const own = /^addresses\.(\d+)\./.exec(field.name)?.[1];

  const toggle = (checked: boolean) => {
    if (checked) {
      const addresses = (getValues('addresses') ?? []) as Array<Record<string, unknown> | null>;
      addresses.forEach((address, i) => {
        if (String(i) !== own && address?.[flag] === true)
          setValue(`addresses.${i}.${flag}`, false, { shouldDirty: true });
      });
    }
    field.onChange(checked);
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => toggle(event.target.checked)}
            inputProps={{ 'aria-describedby': `${field.name}-help` }}
          />
        }
        label={translate(`app.users.addresses.${flag}`)}
        data-testid={`address-${own}-${flag}`}
      />
      {fieldState.error?.message && (
        <FormHelperText error id={`${field.name}-help`}>
          {translate(fieldState.error.message, { _: fieldState.error.message })}
        </FormHelperText>
      )}
    </div>
  );
};

export const useCountryChoices = () => {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale === 'en' ? 'en' : 'nl'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return COUNTRY_CODES.map((id) => ({ id, name: `${names?.of(id) ?? id} (${id})` })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }, [locale]);
};

const addressText = (source: string, width: Width, length = 100): GridField => ({
  kind: 'text',
  source,
  label: `resources.users.fields.addresses.${source}`,
  width,
  validate: maxLength(length),
});

/** One address's inputs; the country is picked by name from `countries`, the postcode checked for it. */
const addressFields = (countries: Array<{ id: string; name: string }>): GridField[] => [
  addressText('company', full),
  addressText('firstName', half),
  addressText('lastName', half),
  addressText('address', full, 200),
  { ...addressText('postcode', third), validate: postcodeCheck(rules.postcode) },
  addressText('city', third),
  {
    kind: 'autocomplete',
    source: 'country',
    label: 'resources.users.fields.addresses.country',
    width: third,
    choices: countries,
    defaultValue: 'NL',
    validate: check(rules.country),
  },
];

/** The profile's postal addresses; country ISO-2 (NL by default), postcode checked for its country. */
export const AddressesTab = () => {
  const countries = useCountryChoices();
  const translate = useTranslate();
  return (
    <Section titleKey="app.users.sections.addresses" textKey="app.users.addresses.help" testId="section-addresses">
      <ArrayInput source="addresses" label={false}>
        <SimpleFormIterator
          disableReordering
          getItemLabel={(index) => translate('app.users.addresses.item', { number: index + 1 })}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <FieldGrid fields={addressFields(countries)} sx={{ width: '100%' }}>
            <Grid size={full}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DefaultChoice flag="defaultBilling" />
                <DefaultChoice flag="defaultShipping" />
              </Stack>
            </Grid>
          </FieldGrid>
        </SimpleFormIterator>
      </ArrayInput>
    </Section>
  );
};
