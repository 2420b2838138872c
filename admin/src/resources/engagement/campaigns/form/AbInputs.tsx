import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AB_MAX_VARIANTS,
  AB_METRICS,
  AB_MIN_VARIANTS,
  AB_TEST_SHARE,
  AB_VARIANT_KEYS,
  AB_WAIT_HOURS,
  AB_WINNER_MODES,
  CAMPAIGN_VARIABLES,
} from '@newsroom/config';
import {
  ArrayInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceByName } from '@/components/ReferenceByNameInputs';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';

const choices = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `app.ab_tests.${prefix}.${id}` }));

/** The variant's letter, from its place in the list (the server wants A, B, C, D in order). */
const VariantKey = () => {
  const { index } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" sx={{ mt: 1 }}>
      {translate('app.ab_tests.variant', { key: AB_VARIANT_KEYS[index] ?? index + 1 })}
    </Typography>
  );
};

/** A variant's letter above its inputs. */
const VariantBody = ({ children }: { children: ReactNode }) => (
  <>
    <VariantKey />
    {children}
  </>
);

/** What one variant changes: its subject, sender name or template, or its send time. */
const VariantInputs = ({ variable }: { variable: string }) =>
  variable === 'DELIVERY_SCHEDULE' ? (
    <VariantBody>
      <ZonedDateTimeInput source="sendAt" label="app.ab_tests.send_at" validate={required()} />
    </VariantBody>
  ) : (
    <VariantBody>
      <TextInput source="subject" label="resources.mail/campaigns.fields.subject" validate={maxLength(255)} fullWidth />
      <TextInput
        source="fromName"
        label="resources.mail/campaigns.fields.fromName"
        validate={maxLength(120)}
        fullWidth
      />
      <ReferenceByName
        source="template"
        reference="mail/emailtemplates"
        label="resources.mail/campaigns.fields.template"
      />
    </VariantBody>
  );

/**
 * An A/B test's settings (stored in the campaign's `variants`): what varies, the test share, the wait, how the
 * winner is chosen, and two to four variants. A content variant's empty field uses the campaign's own.
 */
export const AbInputs = () => {
  const translate = useTranslate();
  const variable = useWatch({ name: 'variable' }) ?? 'CONTENT';
  const count = (useWatch({ name: 'variants.variants' }) as unknown[] | undefined)?.length ?? 0;
  const { getValues, setValue } = useFormContext();
  const [ready, setReady] = useState(false);
  // A campaign made an A/B test starts from the defaults (a standard one has no settings).
  useEffect(() => {
    if (!getValues('variable')) setValue('variable', 'CONTENT', { shouldDirty: true });
    // Only the empty fields; the variants' list (a field array, which reads the form's value when it mounts) is
    // shown once its value is there.
    const current = (getValues('variants') ?? {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(AB_DEFAULTS)) {
      const now = current[field];
      if (now === undefined || now === null || now === '' || (Array.isArray(now) && !now.length))
        setValue(`variants.${field}`, value, { shouldDirty: true });
    }
    setReady(true);
  }, [getValues, setValue]);
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.ab_tests.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(variable === 'DELIVERY_SCHEDULE' ? 'app.ab_tests.help_schedule' : 'app.ab_tests.help_content')}
      </Typography>
      <RadioButtonGroupInput
        source="variable"
        choices={choices(CAMPAIGN_VARIABLES, 'variable')}
        validate={required()}
      />
      <NumberInput
        source="variants.testShare"
        label="app.ab_tests.test_share"
        helperText="app.ab_tests.test_share_help"
        min={AB_TEST_SHARE.min}
        max={AB_TEST_SHARE.max}
        validate={[required(), minValue(AB_TEST_SHARE.min), maxValue(AB_TEST_SHARE.max)]}
      />
      <NumberInput
        source="variants.waitHours"
        label="app.ab_tests.wait_hours"
        helperText={variable === 'DELIVERY_SCHEDULE' ? 'app.ab_tests.wait_help_schedule' : 'app.ab_tests.wait_help'}
        min={AB_WAIT_HOURS.min}
        max={AB_WAIT_HOURS.max}
        validate={[required(), minValue(AB_WAIT_HOURS.min), maxValue(AB_WAIT_HOURS.max)]}
      />
      <SelectInput
        source="variants.metric"
        label="app.ab_tests.metric"
        choices={choices(AB_METRICS, 'metrics')}
        validate={required()}
      />
      <RadioButtonGroupInput
        source="variants.winnerMode"
        label="app.ab_tests.winner_mode"
        choices={choices(AB_WINNER_MODES, 'winner_modes')}
        validate={required()}
      />
      {ready && (
        <Box data-testid="ab-variants">
          <ArrayInput source="variants.variants" label="app.ab_tests.variants">
            <SimpleFormIterator
              inline={false}
              disableReordering
              disableClear
              disableAdd={count >= AB_MAX_VARIANTS}
              disableRemove={count <= AB_MIN_VARIANTS}
            >
              <VariantInputs variable={variable} />
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      )}
    </>
  );
};

/** A new A/B test starts with two content variants, half of a fifth of the segment each, and a 4-hour wait. */
export const AB_DEFAULTS = {
  testShare: 20,
  waitHours: 4,
  metric: 'OPEN_RATE',
  winnerMode: 'AUTO',
  variants: [{ key: 'A' }, { key: 'B' }],
};
