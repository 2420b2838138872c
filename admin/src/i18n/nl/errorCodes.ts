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
};
