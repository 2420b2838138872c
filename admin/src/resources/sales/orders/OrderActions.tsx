import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ORDER_ACTIONS, type OrderAction } from '@newsroom/config';
import { useState } from 'react';
import { Confirm, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { useOrderAction } from './useOrderAction';
import { TextButton } from '@/components/TextButton';

const ACTION_ORDER: OrderAction[] = ['pay', 'close', 'reopen', 'expire', 'release', 'cancel'];
/** These cannot be undone: a cancelled order stays cancelled, released tickets may be sold to someone else. */
const CONFIRM: OrderAction[] = ['cancel', 'release'];

/** What the order's status allows (ORDER_ACTIONS[action].from); releasing needs tickets still held, expiring a passed payment time. */
export const possibleActions = (record: RaRecord, now = Date.now()): OrderAction[] =>
  ACTION_ORDER.filter(
    (action) =>
      (ORDER_ACTIONS[action].from as readonly string[]).includes(String(record.status)) &&
      (action !== 'release' || (record.type === 'TICKET' && !record.stockReleasedAt)) &&
      (action !== 'expire' || (!!record.paymentDueAt && new Date(String(record.paymentDueAt)).getTime() <= now)),
  );

/** The order's action buttons for the user's permissions, a confirmation where it matters. */
export const OrderActions = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'sales/orders';
  const permitted = useCanAccessActions(resource, ACTION_ORDER);
  const { run, busy, refusal } = useOrderAction(String(record?.id ?? ''));
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  if (!record) return null;
  // Only the actions the user may do (react-admin's access check: api::order.order.<action>); none while it runs.
  const actions = possibleActions(record).filter((action) => permitted?.includes(action));

  return (
    <>
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="order-actions">
          {actions.map((action) => (
            <TextButton
              key={action}
              label={`app.orders.actions.${action}`}
              variant={action === 'cancel' ? 'outlined' : 'contained'}
              color={action === 'cancel' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => (CONFIRM.includes(action) ? setConfirming(action) : run(action))}
              data-testid={`order-action-${action}`}
            />
          ))}
        </Stack>
      )}
      {refusal && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="order-action-refused">
          {refusal}
        </Alert>
      )}
      <Confirm
        isOpen={!!confirming}
        loading={busy}
        title={`app.orders.actions.${confirming ?? 'cancel'}_title`}
        content={`app.orders.actions.${confirming ?? 'cancel'}_text`}
        translateOptions={{ serial: record.serial ?? '' }}
        // "Annuleren" would be ambiguous in a dialog that asks to cancel the order.
        confirm={`app.orders.actions.${confirming ?? 'cancel'}_yes`}
        cancel="app.orders.actions.keep"
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          if (action) run(action);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
