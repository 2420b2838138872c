/** Nederlands: de velden van een postadres, gelijk benoemd bij de adressen van een klant, de geadresseerde van een bestelling en een kanaal. */
export const addressFields = {
  street: 'Straat',
  houseNumber: 'Huisnummer',
  houseNumberSuffix: 'Toevoeging',
  postcode: 'Postcode',
  city: 'Plaats',
  country: 'Land',
};
