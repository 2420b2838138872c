/** English: direct-debit collections of invoices paid by mandate (issue #19). */
export const screens = {
  directDebits: {
    title: 'Direct debit',
    chip: 'Direct debit: %{status}',
    none: 'No collection was made for this invoice (see its history).',
    statuses: { pending: 'Pending', paid: 'Paid', canceled: 'Cancelled', failed: 'Failed' },
    providers: { test: 'Test provider', mollie: 'Mollie', bank: 'Bank (batch file)' },
    sequence: { FRST: 'First', RCUR: 'Recurring' },
    columns: {
      attempt: 'Attempt',
      dueDate: 'Collection date',
      amount: 'Amount',
      status: 'Status',
      reference: 'Reference',
      account: 'Account',
      provider: 'Through',
      bankReason: 'Bank reason',
    },
    bank: {
      menu: 'Bank collections',
      batch: 'Direct-debit file',
      returns: 'Import returns',
      batch_title: 'Direct-debit file for the bank',
      batch_help:
        'The SEPA direct-debit file (pain.008) with all bank collections of one day, to hand to your bank. Downloading it again gives the same file.',
      date: 'Collection date',
      channel: 'Channel',
      channel_help: 'Only needed when collections of several channels are due that day.',
      any_channel: 'The channel of that day',
      download: 'Download',
      batch_done:
        'Direct-debit file of %{date} downloaded: one collection |||| Direct-debit file of %{date} downloaded: %{smart_count} collections',
      none_due: 'No bank collections are due on %{date}.',
      returns_title: 'Import the bank’s returns',
      returns_help:
        'One line per return: the collection’s reference, the SEPA return code and the date, separated by a semicolon or comma (the bank’s CSV file or pasted lines). When one line is wrong, nothing is applied.',
      lines: 'Lines',
      apply: 'Import',
      line: 'Line %{line}: %{text}',
      returns_done: 'Marked failed: %{applied}. Applied before: %{unchanged}.',
    },
    batch_date: 'In the bank file of %{date}',
    actions: {
      retry: 'Offer again',
      cancel: 'Cancel collection',
      toPaymentLink: 'Convert to payment link',
      setStatus: 'Set status (test mode)',
    },
    confirm: {
      retry: 'Offer the collection of %{amount} again? A new attempt is made under the customer’s mandate.',
      cancel: 'Cancel the collection of %{amount}? The invoice stays open.',
      toPaymentLink:
        'Cancel the collection of %{amount} and make a payment link for the invoice? The customer then pays online.',
    },
    set_status: {
      title: 'Set the status by hand (test mode)',
      status: 'New status',
      bankReason: 'Bank reason (e.g. AM04 insufficient funds)',
      save: 'Set status',
    },
    done: {
      retry: 'Offered again as attempt %{attempt}.',
      cancel: 'The collection is cancelled.',
      toPaymentLink: 'The collection is cancelled and the invoice has a payment link.',
      setStatus: 'The collection is now: %{status}.',
    },
  },
};

export const errorCodes = {
  direct_debit_illegal_transition:
    'This is not possible (any more): the collection is now "%{status}". Reload the page.',
  direct_debit_not_latest: 'A later attempt of this invoice exists: act on that one.',
  direct_debit_not_test_mode:
    'Only a collection through the test provider (test mode) can have its status set by hand.',
  direct_debit_no_mandate: 'The customer has no active mandate: add a signed mandate first.',
  direct_debit_currency: 'A SEPA direct debit is in euros only.',
  direct_debit_in_batch:
    'This collection is in the bank file of %{batchDate}: the bank collects it. Cancel it at the bank.',
  direct_debit_not_cancelable: 'The payment provider can no longer cancel this collection: it is with the bank.',
  direct_debit_batch_channels: 'Collections of several channels are due that day: choose the channel.',
  direct_debit_no_creditor:
    'The channel needs its SEPA creditor identifier and bank account before a direct-debit file can be made.',
  direct_debit_batch_invalid: 'The direct-debit file cannot be made: %{message}',
};

export const validation = {
  direct_debit_unknown_reference: 'No bank collection has this reference',
  direct_debit_unknown_reason: 'Not a SEPA return reason code (like AC04, AM04, MD01 or MS02)',
};
