import type { ResourceProps } from 'react-admin';
import { CustomerCreate } from './CustomerCreate';
import { CustomerEdit } from './CustomerEdit';
import { CustomerList } from './CustomerList';

/** `/sales/customers`: the businesses and people the publisher sells to (SPEC section 3 "Customer"). */
export const customersResource: Omit<ResourceProps, 'name'> = {
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerEdit,
};
