import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

/** The invoice's payment link (the customer pays online through it), with a button that copies it. */
export const PaymentLinkBox = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record?.paymentLink) return null;
  const link = String(record.paymentLink);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('app.invoices.payment_link.copied', { type: 'info' });
    } catch {
      notify('app.invoices.payment_link.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }} data-testid="payment-link">
      <Typography variant="body2" color="text.secondary">
        {translate('resources.sales/invoices.fields.paymentLink')}:
      </Typography>
      <Link
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        sx={{ wordBreak: 'break-all' }}
        data-testid="payment-link-url"
      >
        {link}
      </Link>
      <Tooltip title={translate('app.invoices.payment_link.copy')}>
        <IconButton
          size="small"
          onClick={() => void copy()}
          aria-label={translate('app.invoices.payment_link.copy')}
          data-testid="payment-link-copy"
        >
          <CopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
