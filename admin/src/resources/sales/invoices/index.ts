import type { ResourceProps } from 'react-admin';
import { InvoiceCreate } from './form/InvoiceCreate';
import { InvoiceEdit } from './form/InvoiceEdit';
import { InvoiceList } from './list/InvoiceList';
import { InvoiceShow } from './show/InvoiceShow';

/**
 * `/sales/invoices`: invoices and credit notes (SPEC sections 3 and 4 "Invoice"). Drafts are edited and
 * deleted freely; finalising numbers and fixes them, after which only payments, credit notes, documents
 * and e-mail remain.
 */
export const invoicesResource: Omit<ResourceProps, 'name'> = {
  list: InvoiceList,
  create: InvoiceCreate,
  show: InvoiceShow,
  edit: InvoiceEdit,
};
