/**
 * Server refusals (409 and the like) by `details.code`, for the error toast (SPEC section 8: name, status and
 * message). Screens that explain a refusal in place use their own keys; a code without a key here shows the
 * server's English text. %{...} are the refusal's details.
 */
export const errorCodes = {
  email_taken_by_account: 'Dit e-mailadres hoort al bij een ander login-account.',
  channel_frozen: 'Dit kanaal heeft al facturen uitgegeven; deze velden kunnen niet meer veranderen: %{fields}.',
  channel_has_invoices: 'Dit kanaal heeft al facturen uitgegeven en kan niet worden verwijderd. Zet het op inactief.',
  channel_default_required: 'Er moet een standaardkanaal zijn: maak eerst een ander kanaal de standaard.',
  channel_default_conflict: 'Tegelijk werd een ander kanaal de standaard. Vernieuw de pagina en probeer het opnieuw.',
  customer_has_orders: 'Deze klant heeft %{orders} bestelling(en) en kan niet worden verwijderd.',
  customer_has_invoices:
    'Deze klant heeft %{invoices} factuur/facturen en kan niet worden verwijderd: uitgegeven facturen houden hun klant (verwijder eerst eventuele concepten).',
  employee_elsewhere:
    'We konden de gebruiker niet toevoegen als medewerker. Misschien is het account al toegevoegd als medewerker voor een ander bedrijf?',
  employee_exists: '%{email} is al medewerker van deze klant.',
  order_not_deletable: 'Bestellingen worden bewaard: annuleer de bestelling in plaats van haar te verwijderen.',
  order_fixed:
    'Deze gegevens van een bestelling kunnen niet meer veranderen: %{fields}. Annuleer de bestelling en maak een nieuwe.',
  illegal_transition: 'Dit kan niet bij een bestelling met status %{status}.',
  not_due: 'Deze bestelling kan nog worden betaald; ze verloopt pas na de betaaltermijn.',
  sold_out: 'Niet genoeg kaartjes meer: er zijn er nog %{left} over.',
  ticket_sale_closed: 'De kaartverkoop voor dit product is niet open.',
  serials_exhausted:
    'De bestelnummers zijn op: maak het aantal cijfers (orderSerialLength) groter in de verkoopinstellingen.',
  invoice_final:
    'Deze factuur is definitief en kan niet meer veranderen of worden verwijderd. Corrigeer haar met een creditnota.',
  nothing_to_refund: 'De klant krijgt op deze factuur niets (meer) terug.',
  invoice_date_before_last:
    'Factuurdata gaan binnen een reeks nooit terug: de laatste factuur van dit kanaal is gedateerd %{lastDate}. Dateer deze factuur op %{lastDate} of later.',
  invoice_date_future:
    'Een factuur kan niet in de toekomst gedateerd worden (%{invoiceDate}): dateer haar vandaag of eerder.',
  invoice_serials_full:
    'De factuurnummers van dit kanaal zijn op (hoogstens %{capacity}). Maak het aantal cijfers langer of gebruik een ander kanaal.',
  invoice_finalize_failed: 'De factuur kon niet definitief worden gemaakt; ze is nog een concept. Probeer het opnieuw.',
  channel_inactive: 'Het kanaal van deze factuur is niet actief. Kies een actief kanaal.',
  order_not_invoiceable: 'Van een geannuleerde of verlopen bestelling kan geen factuur worden gemaakt.',
  invoice_not_final: 'Dit kan pas als de factuur definitief is.',
  nothing_creditable: 'Er is niets meer te crediteren: de factuur is al helemaal gecrediteerd.',
  no_recipients:
    'Er is geen e-mailadres om de factuur naar te sturen. Vul bij de klant e-mailadressen voor facturen in.',
  invoice_not_open: 'Deze factuur staat niet meer open; een betaallink is niet nodig.',
  payment_provider_disabled:
    'Online betalen staat voor het kanaal van deze factuur niet aan (of de betaalprovider kan deze valuta niet innen).',
  invoice_incomplete: 'Deze factuur kan zo niet worden uitgegeven; er ontbreekt: %{missing}.',
  ubl_unavailable: 'Deze factuur is in een valuta zonder ISO 4217-code (XBT): er is geen UBL, alleen de pdf.',
  invoice_is_credit_note: "Een creditnota krijgt zelf geen betalingen of creditnota's.",
  file_type_not_allowed: 'Bestandstype niet toegestaan. Toegestaan: %{types}.',
  upload_link_not_allowed: 'U mag geen bestanden aan dit item koppelen.',
  server_owned:
    'Dit gegeven houdt het systeem zelf bij (via de acties) en kan niet met een wijziging worden meegestuurd.',
  control_characters:
    'Tekst mag geen stuurtekens (zoals een NUL-teken) of tekens die de schrijfrichting omdraaien bevatten.',
  rate_limited: 'Te veel verzoeken; probeer het over %{seconds} seconden opnieuw.',
  query_required: 'Typ iets om naar te zoeken.',
  query_too_short: 'Typ minstens %{min} tekens om te zoeken.',
  query_too_long: 'Een zoekopdracht is hoogstens %{max} tekens lang.',
  body_too_large: 'Dit verzoek is te groot (hoogstens %{bytes} bytes).',
};
