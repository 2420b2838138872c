import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isGsm7, smsSegments, SMS_MAX_PARTS } from '@newsroom/config';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The characters that make a text UCS-2 (outside GSM 03.38), each once, the first few. */
const nonGsm = (text: string) => [...new Set([...text].filter((c) => !isGsm7(c)))].slice(0, 5);

/**
 * The live counter under an SMS text (config/src/sms.ts `smsSegments`, the gateway's own counting): characters,
 * encoding, parts of at most SMS_MAX_PARTS and what is left in the last part; with UCS-2, which characters did it.
 */
export const SmsCounter = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const segments = smsSegments(text);
  const over = segments.parts > SMS_MAX_PARTS;
  const culprits = segments.encoding === 'UCS-2' ? nonGsm(text) : [];
  return (
    <Box sx={{ mt: -1, mb: 2 }} data-testid="sms-counter" aria-live="polite">
      <Typography variant="body2" color={over ? 'error' : 'text.secondary'} data-testid="sms-counter-figures">
        {translate('app.campaigns.sms.counter', {
          characters: segments.characters,
          encoding: segments.encoding,
          parts: segments.parts,
          max: SMS_MAX_PARTS,
          remaining: segments.remaining,
        })}
      </Typography>
      {culprits.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="sms-counter-ucs2">
          {translate('app.campaigns.sms.ucs2_hint', { characters: culprits.join(' ') })}
        </Typography>
      )}
    </Box>
  );
};

/** Comfort only: the server refuses the same (422 sms_text_too_long). Never cut: a pasted text stays whole. */
const fitsInParts = (value: unknown) =>
  typeof value === 'string' && smsSegments(value).parts > SMS_MAX_PARTS
    ? { message: 'app.campaigns.sms.too_long', args: { max: SMS_MAX_PARTS } }
    : undefined;

/** The SMS message: its text with the live counter; no template and no sender (the provider's SMS_FROM). */
export const SmsInputs = () => {
  const translate = useTranslate();
  const text = useWatch({ name: 'smsText' }) ?? '';
  return (
    <>
      <TextInput
        source="smsText"
        multiline
        minRows={3}
        fullWidth
        validate={fitsInParts}
        helperText={translate('app.campaigns.sms.help')}
      />
      <SmsCounter text={String(text)} />
    </>
  );
};
