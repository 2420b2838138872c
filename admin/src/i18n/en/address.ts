/** English: the fields of a postal address, labelled alike on a customer's addresses, an order's addressee and a channel. */
export const addressFields = {
  street: 'Street',
  houseNumber: 'House number',
  houseNumberSuffix: 'Suffix',
  postcode: 'Postcode',
  city: 'City',
  country: 'Country',
};
