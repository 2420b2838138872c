import Typography from '@mui/material/Typography';
import { ORDER_LINE_RULES, rules, type ProductType } from '@newsroom/config';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  TextInput,
  useGetOne,
  useLocale,
  useSourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { check, checksOf } from '@/components/validators';
import { Row } from '../FormGrid';
import { formatMoney } from '@/components/money';
import { TaxPercentageInput, UnitPriceInput } from '../LinePriceInputs';

const checks = checksOf(ORDER_LINE_RULES);
const QUANTITY_MAX = 100_000;
const label = (field: string) => `app.orders.line.${field}`;
const productText = (record: RaRecord) => (record?.sku ? `${record.name} (${record.sku})` : String(record?.name ?? ''));

/** The product's own purchase limits on top of the order rules (the server checks the same). */
const useQuantityChecks = (min: number, max: number | undefined) =>
  useMemo(
    () => [
      check(rules.required),
      check(rules.integer),
      check(rules.minValue(min)),
      check(rules.maxValue(max ?? QUANTITY_MAX)),
    ],
    [min, max],
  );

/**
 * One line: a product (of the order's type), quantity within the product's limits, unit price in the
 * order's currency (stored in cents), VAT and an optional description. Picking a product fills in
 * its price and VAT, which stay editable.
 */
export const OrderLineInputs = ({
  productTypes,
  currency,
}: {
  productTypes?: readonly ProductType[];
  currency?: string;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { getSource } = useSourceContext();
  const { setValue, getValues } = useFormContext();
  const productId = useWatch({ name: getSource('product') }) as string | undefined;
  const [quantity, unitPrice] = useWatch({ name: [getSource('quantity'), getSource('unitPrice')] }) as [
    unknown,
    unknown,
  ];
  const { data: product } = useGetOne('sales/products', { id: productId ?? '' }, { enabled: !!productId });
  const min = Number(product?.minPurchase ?? 1);
  const max = product?.maxPurchase ? Number(product.maxPurchase) : undefined;
  const quantityChecks = useQuantityChecks(min, max);
  const disabled = !currency;

  const onProduct = (_value: unknown, record: RaRecord | '') => {
    if (!record) return;
    const set = (field: string, value: unknown) => setValue(getSource(field), value, { shouldDirty: true });
    set('unitPrice', Number(record.price ?? 0));
    set('taxPercentage', Number(record.taxPercentage ?? 0));
    const current = Number(getValues(getSource('quantity')));
    if (!current || current < Number(record.minPurchase ?? 1)) set('quantity', Number(record.minPurchase ?? 1));
  };

  const amount = Number(quantity) * Number(unitPrice);
  return (
    <Row>
      <ReferenceInput
        source="product"
        reference="sales/products"
        filter={productTypes ? { type: [...productTypes] } : {}}
      >
        <AutocompleteInput
          label={label('product')}
          optionText={productText}
          onChange={onProduct}
          validate={checks('product')}
          disabled={disabled}
          fullWidth
        />
      </ReferenceInput>
      <NumberInput
        source="quantity"
        label={label('quantity')}
        validate={quantityChecks}
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        helperText={
          max
            ? translate('app.orders.line_limits', { min, max })
            : min > 1
              ? translate('app.orders.line_limit_min', { min })
              : false
        }
        fullWidth
      />
      <UnitPriceInput
        label={label('unitPrice')}
        validate={checks('unitPrice')}
        currency={currency}
        disabled={disabled}
      />
      <TaxPercentageInput label={label('taxPercentage')} validate={checks('taxPercentage')} disabled={disabled} />
      <TextInput
        source="description"
        label={label('description')}
        validate={checks('description')}
        helperText="app.orders.description_help"
        disabled={disabled}
        fullWidth
      />
      <Typography variant="body2" sx={{ alignSelf: 'center' }} data-testid="line-amount">
        {Number.isFinite(amount) && productId
          ? translate('app.orders.line_amount', { amount: formatMoney(amount, currency, locale) })
          : ''}
      </Typography>
    </Row>
  );
};
