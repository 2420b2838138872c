/** Server refusals by `details.code`, for the error toast (see the nl catalog). */
export const errorCodes = {
  channel_frozen: 'This channel has issued invoices, so these fields can no longer change: %{fields}.',
  channel_has_invoices: 'This channel has issued invoices and cannot be deleted. Set it inactive instead.',
  channel_default_required: 'There must be a default channel: make another channel the default first.',
  channel_default_conflict: 'Another channel was made the default at the same moment. Reload and try again.',
  customer_has_orders: 'This customer has %{orders} order(s) and cannot be deleted.',
  employee_elsewhere: 'We could not add the user as an employee. Perhaps the account is already an employee of another company?',
  employee_exists: '%{email} is already an employee of this customer.',
  order_not_deletable: 'Orders are kept: cancel the order instead of deleting it.',
  order_fixed: 'These details of an order can no longer change: %{fields}. Cancel the order and create a new one.',
  illegal_transition: 'This is not possible for an order with status %{status}.',
  not_due: 'This order can still be paid; it only expires after its payment time.',
  sold_out: 'Not enough tickets left: %{left} remaining.',
  ticket_sale_closed: 'The ticket sale of this product is not open.',
  serials_exhausted: 'Order numbers have run out: make orderSerialLength longer in the sales settings.',
};
