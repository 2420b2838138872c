/**
 * Server refusals (409 and the like) by `details.code`, for the error toast (SPEC section 8: name, status and
 * message). Screens that explain a refusal in place use their own keys; a code without a key here shows the
 * server's English text. %{...} are the refusal's details.
 */
export const errorCodes = {
  channel_frozen: 'Dit kanaal heeft al facturen uitgegeven; deze velden kunnen niet meer veranderen: %{fields}.',
  channel_has_invoices: 'Dit kanaal heeft al facturen uitgegeven en kan niet worden verwijderd. Zet het op inactief.',
  channel_default_required: 'Er moet een standaardkanaal zijn: maak eerst een ander kanaal de standaard.',
  channel_default_conflict: 'Tegelijk werd een ander kanaal de standaard. Vernieuw de pagina en probeer het opnieuw.',
  customer_has_orders: 'Deze klant heeft %{orders} bestelling(en) en kan niet worden verwijderd.',
  employee_elsewhere: 'We konden de gebruiker niet toevoegen als medewerker. Misschien is het account al toegevoegd als medewerker voor een ander bedrijf?',
  employee_exists: '%{email} is al medewerker van deze klant.',
  order_not_deletable: 'Bestellingen worden bewaard: annuleer de bestelling in plaats van haar te verwijderen.',
  order_fixed: 'Deze gegevens van een bestelling kunnen niet meer veranderen: %{fields}. Annuleer de bestelling en maak een nieuwe.',
  illegal_transition: 'Dit kan niet bij een bestelling met status %{status}.',
  not_due: 'Deze bestelling kan nog worden betaald; ze verloopt pas na de betaaltermijn.',
  sold_out: 'Niet genoeg kaartjes meer: er zijn er nog %{left} over.',
  ticket_sale_closed: 'De kaartverkoop voor dit product is niet open.',
  serials_exhausted: 'De bestelnummers zijn op: maak het aantal cijfers (orderSerialLength) groter in de verkoopinstellingen.',
  invoice_final: 'Deze factuur is definitief en kan niet meer veranderen of worden verwijderd. Corrigeer haar met een creditnota.',
  invoice_serials_full: 'De factuurnummers van dit kanaal zijn op (hoogstens %{capacity}). Maak het aantal cijfers langer of gebruik een ander kanaal.',
  invoice_finalize_failed: 'De factuur kon niet definitief worden gemaakt; ze is nog een concept. Probeer het opnieuw.',
  channel_inactive: 'Het kanaal van deze factuur is niet actief. Kies een actief kanaal.',
  order_not_invoiceable: 'Van een geannuleerde of verlopen bestelling kan geen factuur worden gemaakt.',
  invoice_not_final: 'Dit kan pas als de factuur definitief is.',
  nothing_creditable: 'Er is niets meer te crediteren: de factuur is al helemaal gecrediteerd.',
  no_recipients: 'Er is geen e-mailadres om de factuur naar te sturen. Vul bij de klant e-mailadressen voor facturen in.',
  invoice_not_open: 'Deze factuur staat niet meer open; een betaallink is niet nodig.',
  payment_provider_disabled: 'Online betalen staat voor het kanaal van deze factuur niet aan (of de betaalprovider kan deze valuta niet innen).',
  invoice_incomplete: 'Deze factuur kan zo niet worden uitgegeven; er ontbreekt: %{missing}.',
  ubl_unavailable: 'Deze factuur is in een valuta zonder ISO 4217-code (XBT): er is geen UBL, alleen de pdf.',
  invoice_is_credit_note: 'Een creditnota krijgt zelf geen betalingen of creditnota\'s.',
};
