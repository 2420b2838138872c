/** Nederlands: e-facturen (UBL, Peppol) bij klanten, kanalen en facturen. */
export const screens = {
  einvoice: {
    section: 'E-facturen (Peppol)',
    peppol_help:
      'Leeg laten: dan het KvK-nummer (0106), of het btw-nummer (NL 9944, BE 0208, DE 9930, FR 9957, AT 9914, ES 9920)',
    scheme_known: {
      '0106': 'KvK-nummer (NL)',
      '0190': 'OIN (NL overheid)',
      '9944': 'Btw-nummer NL',
      '0208': 'Ondernemingsnummer BE',
      '9925': 'Btw-nummer BE',
      '9930': 'Btw-nummer DE',
      '9957': 'Btw-nummer FR',
      '0088': 'GLN',
      '0060': 'DUNS',
    },
    categories: { Z: 'Nultarief', E: 'Vrijgesteld van btw', G: 'Export buiten de EU', O: 'Niet in Nederland belast' },
    category_help: 'Waarom deze regel 0% btw heeft; komt op de factuur',
    exemption_help: 'Verplicht als een regel is vrijgesteld, bijvoorbeeld: art. 11 Wet OB (onderwijs)',
    period_help: 'Leverdatum of dienstperiode als die afwijkt van de factuurdatum',
    quantity_help: 'Tot drie decimalen (uren, kilo’s)',
    unit_price_help: 'Negatief voor een kortingsregel',
    not_peppol: {
      noEndpoint:
        'Niet aangeboden via Peppol: de klant heeft geen Peppol-id, KvK-nummer of bruikbaar btw-nummer. De UBL is wel te downloaden.',
      currency: 'Geen UBL voor deze factuur: XBT is geen ISO 4217-valuta. De pdf vermeldt de btw in euro.',
    },
    peppol: 'Aangeboden als Peppol-e-factuur',
  },
};

export const validation = {
  decimals: 'Hoogstens %{max} decimalen',
  vatCategoryRate:
    'Een btw-grond (vrijgesteld, export, buiten Nederland, nultarief) hoort bij 0%; een tarief boven 0 is standaard',
  exemptionReasonRequired: 'Een vrijgestelde regel vraagt de grond van de vrijstelling',
  outsideScopeAlone: 'Een factuur die niet in Nederland belast is kan geen regels met andere btw hebben',
  negativeTotal: 'Kortingsregels mogen het totaal (of het bedrag bij een btw-tarief) niet onder nul brengen',
  peppolId: 'Geen geldig Peppol-id voor dit schema',
};
