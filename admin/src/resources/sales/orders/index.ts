import type { ResourceProps } from 'react-admin';
import { OrderCreate } from './OrderCreate';
import { OrderEdit } from './OrderEdit';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

/** `/sales/orders`: orders (SPEC section 3 "Order"); never deleted, status changes through the order actions. */
export const ordersResource: Omit<ResourceProps, 'name'> = {
  list: OrderList,
  create: OrderCreate,
  show: OrderShow,
  edit: OrderEdit,
};
