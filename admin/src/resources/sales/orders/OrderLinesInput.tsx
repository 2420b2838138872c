import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ORDER_PRODUCT_TYPES, orderTypeOfProduct, type OrderType } from '@newsroom/config';
import { ArrayInput, Button, SimpleFormIterator, useGetOne, useSimpleFormIterator, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { atLeastOneLine } from './orderPayload';
import { OrderLineInputs } from './OrderLineInputs';

const AddLineButton = ({ disabled }: { disabled: boolean }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.orders.add_line" onClick={() => add()} disabled={disabled} data-testid="add-line">
      <AddIcon />
    </Button>
  );
};

/** The order's type: chosen, else the type of the first line's product (as the server infers it). */
const useOrderType = (): OrderType | undefined => {
  const chosen = useWatch({ name: 'type' }) as OrderType | undefined;
  const firstProduct = useWatch({ name: 'lines.0.product' }) as string | undefined;
  const { data: first } = useGetOne(
    'sales/products',
    { id: firstProduct ?? '' },
    { enabled: !chosen && !!firstProduct },
  );
  return chosen || (first?.type ? orderTypeOfProduct(first.type) : undefined);
};

/**
 * The product lines. SPEC section 5: an order needs a currency before products can be added, so
 * the block stays disabled, with the reason, until one is chosen.
 */
export const OrderLinesInput = () => {
  const translate = useTranslate();
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const type = useOrderType();
  return (
    <Box sx={{ width: '100%' }} data-testid="order-lines">
      {!currency && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="currency-first">
          {translate('app.orders.currency_first')}
        </Alert>
      )}
      <ArrayInput source="lines" label="app.orders.lines" validate={atLeastOneLine}>
        <SimpleFormIterator
          disableReordering
          disableClear
          addButton={<AddLineButton disabled={!currency} />}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <OrderLineInputs productTypes={type ? ORDER_PRODUCT_TYPES[type] : undefined} currency={currency} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
