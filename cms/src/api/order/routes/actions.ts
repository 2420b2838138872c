import { ORDER_ACTIONS } from '@newsroom/config';

// One route (and users-permissions action, api::order.order.<name>) per order action.
// Route files load in name order: this one before order.ts, so /orders/revenue is not read as an id.
export default {
  routes: [
    // The sales dashboard (its own action: api::order.order.revenue).
    { method: 'GET', path: '/orders/revenue', handler: 'order.revenue' },
    ...Object.keys(ORDER_ACTIONS).map((name) => ({
      method: 'POST',
      path: `/orders/:documentId/${name}`,
      handler: `order.${name}`,
    })),
  ],
};
