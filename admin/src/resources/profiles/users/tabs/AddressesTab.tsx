import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { rules } from '@newsroom/config';
import { useMemo } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  SimpleFormIterator,
  TextInput,
  useInput,
  useLocale,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { COUNTRY_CODES } from '../constants';
import { check, postcodeCheck } from '@/components/validators';
import { half, Section, third } from './Section';

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
          <Grid container columnSpacing={2} sx={{ width: '100%' }}>
            <Grid size={12}>
              <TextInput
                source="company"
                label="resources.users.fields.addresses.company"
                validate={check(rules.maxLength(100))}
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <TextInput
                source="firstName"
                label="resources.users.fields.addresses.firstName"
                validate={check(rules.maxLength(100))}
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <TextInput
                source="lastName"
                label="resources.users.fields.addresses.lastName"
                validate={check(rules.maxLength(100))}
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <TextInput
                source="address"
                label="resources.users.fields.addresses.address"
                validate={check(rules.maxLength(200))}
                fullWidth
              />
            </Grid>
            <Grid size={third}>
              <TextInput
                source="postcode"
                label="resources.users.fields.addresses.postcode"
                validate={postcodeCheck(rules.postcode)}
                fullWidth
              />
            </Grid>
            <Grid size={third}>
              <TextInput
                source="city"
                label="resources.users.fields.addresses.city"
                validate={check(rules.maxLength(100))}
                fullWidth
              />
            </Grid>
            <Grid size={third}>
              <AutocompleteInput
                source="country"
                label="resources.users.fields.addresses.country"
                choices={countries}
                defaultValue="NL"
                validate={check(rules.country)}
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DefaultChoice flag="defaultBilling" />
                <DefaultChoice flag="defaultShipping" />
              </Stack>
            </Grid>
          </Grid>
        </SimpleFormIterator>
      </ArrayInput>
    </Section>
  );
};
