import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { formatDay } from './formatDay';

interface Mandate {
  id?: number;
  reference?: string | null;
  signatureDate?: string | null;
  signedBy?: string | null;
  signature?: string | null;
  iban?: string | null;
  revokedAt?: string | null;
}

const COLUMNS = ['reference', 'signatureDate', 'signedBy', 'signature', 'iban', 'status'] as const;

/** The customer's direct-debit mandates, read-only: the payments code records them when a customer signs. */
export const MandatesTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const mandates = (Array.isArray(record?.mandates) ? record.mandates : []) as Mandate[];
  if (!mandates.length)
    return (
      <EmptyState
        titleKey="app.customers.mandates.empty_title"
        textKey="app.customers.mandates.empty_text"
        testId="mandates-empty"
      />
    );
  return (
    <Box sx={{ width: '100%' }} data-testid="customer-mandates">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.customers.mandates.help')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`app.customers.mandates.fields.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {mandates.map((mandate, i) => (
            <TableRow key={mandate.id ?? i}>
              <TableCell>{mandate.reference}</TableCell>
              <TableCell>{formatDay(mandate.signatureDate, locale)}</TableCell>
              <TableCell>{mandate.signedBy}</TableCell>
              {/* The signature is generated from the signer's name (SPEC section 5); shown as handwriting. */}
              <TableCell sx={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: '1.1rem' }}>
                {mandate.signature}
              </TableCell>
              <TableCell>{mandate.iban}</TableCell>
              <TableCell>
                {mandate.revokedAt ? (
                  <Chip
                    size="small"
                    label={translate('app.customers.mandates.revoked', { date: formatDay(mandate.revokedAt, locale) })}
                  />
                ) : (
                  <Chip size="small" color="success" label={translate('app.customers.mandates.active')} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
