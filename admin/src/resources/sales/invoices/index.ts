import type { ResourceProps } from 'react-admin';
import { InvoiceCreate } from './InvoiceCreate';
import { InvoiceEdit } from './InvoiceEdit';
import { InvoiceList } from './InvoiceList';
import { InvoiceShow } from './InvoiceShow';

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
  recordRepresentation: (record) => String(record.serial ?? ''),
};
