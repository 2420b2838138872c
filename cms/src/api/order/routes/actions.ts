import { ORDER_ACTIONS } from '@newsroom/config';

// One route (and users-permissions action, api::order.order.<name>) per order action.
export default {
  routes: Object.keys(ORDER_ACTIONS).map((name) => ({ method: 'POST', path: `/orders/:documentId/${name}`, handler: `order.${name}` })),
};
