/**
 * The local postcode provider's table: sample Dutch postcodes (the Dutch address register, BAG) so the
 * look-up works out of the box. Configure POSTCODE_LOOKUP_URL for every address in the country.
 */
export const SAMPLE_POSTCODES: Record<string, { street: string; city: string }> = {
  '1012JS': { street: 'Dam', city: 'Amsterdam' },
  '1012RJ': { street: 'Nieuwezijds Voorburgwal', city: 'Amsterdam' },
  '1017CT': { street: 'Amstel', city: 'Amsterdam' },
  '1071XX': { street: 'Museumstraat', city: 'Amsterdam' },
  '1091GH': { street: 'Jacob Bontiusplaats', city: 'Amsterdam' },
  '2511CV': { street: 'Lange Vijverberg', city: "'s-Gravenhage" },
  '2595AL': { street: 'Koningin Julianaplein', city: "'s-Gravenhage" },
  '3011AD': { street: 'Coolsingel', city: 'Rotterdam' },
  '3511AB': { street: 'Stationsplein', city: 'Utrecht' },
  '3512JE': { street: 'Domplein', city: 'Utrecht' },
  '5611AZ': { street: 'Stadhuisplein', city: 'Eindhoven' },
  '6511PP': { street: 'Grote Markt', city: 'Nijmegen' },
  '7511JM': { street: 'Oude Markt', city: 'Enschede' },
  '8011PK': { street: 'Grote Markt', city: 'Zwolle' },
  '9711LV': { street: 'Grote Markt', city: 'Groningen' },
  '6211CN': { street: 'Markt', city: 'Maastricht' },
  '2011VK': { street: 'Grote Markt', city: 'Haarlem' },
  '4811XL': { street: 'Grote Markt', city: 'Breda' },
};
