/** English: e-invoices (UBL, Peppol) on customers, channels and invoices. */
export const screens = {
  einvoice: {
    section: 'E-invoices (Peppol)',
    peppol_help:
      'Leave empty to use the KvK number (0106), or the VAT number (NL 9944, BE 0208, DE 9930, FR 9957, AT 9914, ES 9920)',
    scheme_known: {
      '0106': 'KvK number (NL)',
      '0190': 'OIN (NL government)',
      '9944': 'VAT number NL',
      '0208': 'Enterprise number BE',
      '9925': 'VAT number BE',
      '9930': 'VAT number DE',
      '9957': 'VAT number FR',
      '0088': 'GLN',
      '0060': 'DUNS',
    },
    categories: { Z: 'Zero rate', E: 'Exempt from VAT', G: 'Export outside the EU', O: 'Not subject to Dutch VAT' },
    category_help: 'Why this line has 0% VAT; printed on the invoice',
    exemption_help: 'Required when a line is exempt, for example: art. 11 Wet OB (education)',
    period_help: 'Delivery date or service period when it differs from the invoice date',
    quantity_help: 'Up to three decimals (hours, kilos)',
    unit_price_help: 'Negative for a discount line',
    not_peppol: {
      noEndpoint:
        'Not offered through Peppol: the customer has no Peppol id, KvK number or usable VAT number. The UBL can still be downloaded.',
      currency: 'No UBL for this invoice: XBT is not an ISO 4217 currency. The PDF states the VAT in euro.',
    },
    peppol: 'Offered as a Peppol e-invoice',
  },
};

export const validation = {
  decimals: 'At most %{max} decimals',
  vatCategoryRate: 'A VAT ground (exempt, export, outside scope, zero rate) goes with 0%; a rate above 0 is standard',
  exemptionReasonRequired: 'An exempt line needs the ground of the exemption',
  outsideScopeAlone: 'An invoice outside the scope of Dutch VAT cannot have lines with other VAT',
  negativeTotal: 'Discount lines cannot bring the total (or the amount at a VAT rate) below zero',
  peppolId: 'Not a valid Peppol id for this scheme',
};
