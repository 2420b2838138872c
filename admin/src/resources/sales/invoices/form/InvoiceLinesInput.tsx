import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import Box from '@mui/material/Box';
import { ArrayInput, Button, SimpleFormIterator, useSimpleFormIterator } from 'react-admin';
import { OrderTotalsPreview } from '@/resources/sales/orders/OrderTotalsPreview';
import { InvoiceLineInputs } from './InvoiceLineInputs';
import { useInvoiceChannel } from './useInvoiceParties';

/** A new line: one piece at the channel's default VAT (SPEC section 3 "Channel": invoiceDefaultTax). */
const AddLineButton = ({ defaultTax }: { defaultTax: number }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button
      label="app.invoices.add_line"
      onClick={() => add({ description: '', unitPrice: null, quantity: 1, taxPercentage: defaultTax })}
      data-testid="invoice-add-line"
    >
      <AddIcon />
    </Button>
  );
};

/** The invoice's lines with the live totals preview of the order form, in the channel's currency. */
export const InvoiceLinesInput = () => {
  const channel = useInvoiceChannel();
  const currency = channel?.currency as string | undefined;
  const defaultTax = Number(channel?.invoiceDefaultTax ?? 21);
  return (
    <Box sx={{ width: '100%' }} data-testid="invoice-lines">
      <ArrayInput source="lines" label={false}>
        <SimpleFormIterator
          disableReordering
          disableClear
          addButton={<AddLineButton defaultTax={defaultTax} />}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <InvoiceLineInputs currency={currency} />
        </SimpleFormIterator>
      </ArrayInput>
      <OrderTotalsPreview currency={currency ?? 'EUR'} requireProduct={false} />
    </Box>
  );
};
