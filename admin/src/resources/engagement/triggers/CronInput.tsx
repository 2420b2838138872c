import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cronFailure, describeCron } from '@newsroom/config';
import { useMemo } from 'react';
import { maxLength, required, TextInput, useLocale, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CRON_PRESETS, cronFailureText, cronLanguage, cronRule } from './cronText';
import { NextRuns } from './NextRuns';

/** Chips that fill the field with a common schedule. */
const Presets = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.triggers.presets')}
      </Typography>
      {CRON_PRESETS.map((preset) => (
        <Chip
          key={preset.key}
          size="small"
          variant="outlined"
          label={translate(`app.triggers.preset.${preset.key}`)}
          onClick={() => setValue('cron', preset.cron, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
          data-testid={`cron-preset-${preset.key}`}
        />
      ))}
    </Stack>
  );
};

/**
 * Live help under the field while typing: the schedule in words and its next runs, or why it is not a
 * schedule. Once the input itself shows the failure (after leaving it or saving), it is not said twice.
 */
const CronPreview = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const cron = useWatch({ name: 'cron' });
  const once = useWatch({ name: 'executeOnce' }) === true;
  const { errors, touchedFields, isSubmitted } = useFormState({ name: 'cron' });
  const value = typeof cron === 'string' ? cron.trim() : '';
  if (!value) return null;
  const failure = cronFailure(value);
  if (failure) {
    if (errors.cron && (touchedFields.cron || isSubmitted)) return null;
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="cron-failure">
        {cronFailureText(failure, translate)}
      </Alert>
    );
  }
  return (
    <Box sx={{ mb: 2 }} data-testid="cron-preview" aria-live="polite">
      <Typography sx={{ fontWeight: 600, mb: 0.5 }} data-testid="cron-description">
        {describeCron(value, cronLanguage(locale))}
      </Typography>
      <NextRuns cron={value} once={once} />
    </Box>
  );
};

/** The five-field schedule (Europe/Amsterdam), with presets and its live description. */
export const CronInput = () => {
  const translate = useTranslate();
  const validate = useMemo(() => [required(), maxLength(100), cronRule(translate)], [translate]);
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source="cron"
        validate={validate}
        helperText="app.triggers.cron_help"
        placeholder="0 8 * * 1"
        inputProps={{ spellCheck: false, style: { fontFamily: 'monospace' } }}
        fullWidth
      />
      <Presets />
      <CronPreview />
    </Box>
  );
};
