/** English: SEPA mandates (the customer's mandates tab) and the channel's creditor identifier. */
export const screens = {
  mandates: {
    help_text:
      'SEPA direct-debit mandates the customer signed. The signature is generated from the signer’s name; a revoked mandate cannot be used again.',
    forbidden: 'You do not have access to mandates.',
    empty_title: 'No mandates yet',
    empty_text: 'Add a mandate once the customer has signed one; invoices can then be collected by direct debit.',
    add: 'Add mandate',
    add_title: 'Add SEPA mandate',
    add_text: 'Enter the mandate as the customer signed it. The signature is generated from the name of the signer.',
    add_save: 'Save mandate',
    created: 'Mandate %{reference} saved',
    created_signature: 'Mandate %{reference} saved. Generated signature:',
    active_frst: 'Active (first collection pending)',
    active_rcur: 'Active (recurring)',
    revoked: 'Revoked on %{date}',
    revoke: 'Revoke',
    revoke_title: 'Revoke mandate %{reference}?',
    revoke_text:
      'A revoked mandate can no longer be used for direct debits and cannot be reactivated. The customer has to sign a new mandate.',
    revoked_done: 'Mandate %{reference} revoked',
    pdf: 'PDF',
    creditor_id_help: 'SEPA creditor identifier for direct debits, like NL66ZZZ301234560000 (from your bank)',
    fields: {
      reference: 'Reference',
      signatureDate: 'Signed on',
      signedBy: 'Signed by',
      signature: 'Signature',
      place: 'Place of signing',
      iban: 'IBAN',
      bic: 'BIC (optional)',
      status: 'Status',
      actions: 'Actions',
    },
    help: {
      signedBy: 'Full name of the account holder who signed',
      reference: 'Leave empty to generate one from the debtor number',
    },
  },
};

export const validation = {
  ibanRequired: 'IBAN is required for direct debit',
  creditorId: 'Enter a valid SEPA creditor identifier, like NL66ZZZ301234560000',
  sepaReference: "At most 35 letters, digits and / - ? : ( ) . , ' + (no spaces)",
  futureDate: 'This date cannot be in the future',
};

export const errorCodes = {
  mandate_revoked: 'This mandate has been revoked and can no longer change.',
  mandate_in_use: 'This mandate was used for a direct debit and cannot be deleted. Revoke it instead.',
  mandate_missing:
    'This invoice is paid by direct debit, but the customer has no active mandate. Add a signed mandate to the customer or choose another payment method.',
  creditor_id_missing:
    'This invoice is paid by direct debit, but the channel has no SEPA creditor identifier. Add it to the channel first.',
};
