import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { INVOICE_RULES } from '@newsroom/config';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checksOf } from '@/components/validators';
import { recipientEntries } from './recipients';

const checks = checksOf(INVOICE_RULES);

/**
 * Who gets a copy of the invoice. Every address shows as a chip as it is typed: a wrong one red, a
 * repeated one orange, so the user sees which entry the field's message is about.
 */
export const RecipientsInput = () => {
  const translate = useTranslate();
  const value = useWatch({ name: 'recipients' });
  const entries = recipientEntries(value);
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source="recipients"
        validate={checks('recipients')}
        multiline
        minRows={2}
        helperText="app.invoices.recipients_help"
        fullWidth
      />
      {entries.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: -1, mb: 2 }} data-testid="recipient-chips">
          {entries.map((entry, i) => (
            <Chip
              key={`${entry.address}-${i}`}
              size="small"
              variant={entry.problem ? 'filled' : 'outlined'}
              color={entry.problem === 'invalid' ? 'error' : entry.problem === 'duplicate' ? 'warning' : 'default'}
              label={
                entry.problem
                  ? translate(`app.invoices.recipient_${entry.problem}`, { address: entry.address })
                  : entry.address
              }
              data-testid={`recipient-${entry.problem ?? 'ok'}`}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
