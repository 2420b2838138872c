/** Nederlands: klanten (/sales/customers) en de openbare pagina /accept-invitation. */
import { addressFields } from './address';

export const menu = { sales_customers: 'Klanten' };

export const resources = {
  'sales/customers': {
    name: 'Klant |||| Klanten',
    fields: {
      q: 'Zoeken',
      displayName: 'Klant',
      name: 'Bedrijfsnaam',
      contact: 'Contactpersoon',
      email: 'E-mailadres',
      emailFinancial: 'E-mailadressen voor facturen',
      emailReminders: 'E-mailadressen voor herinneringen',
      emailDomains: 'Goedgekeurde e-maildomeinen voor medewerkers',
      tel: 'Telefoonnummer',
      debtorId: 'Debiteurnummer',
      defaultReference: 'Standaardreferentie op facturen',
      logo: 'Logo',
      tags: 'Tags',
      addresses: 'Adressen',
      iban: 'IBAN',
      ibanAscription: 'Tenaamstelling rekening',
      bic: 'BIC',
      coc: 'KvK-nummer',
      vatin: 'Btw-nummer',
      peppolScheme: 'Peppol-schema',
      peppolId: 'Peppol-id',
      vatinType: 'Btw-behandeling',
      abolandMagazineId: 'Aboland-tijdschriftnummer',
      abolandSubscriptionNumber: 'Aboland-abonneenummer',
      employees: 'Medewerkers',
      createdAt: 'Aangemaakt',
      updatedAt: 'Bijgewerkt',
    },
  },
};

const ELSEWHERE =
  'We konden de gebruiker niet toevoegen als medewerker. Misschien is het account al toegevoegd als medewerker voor een ander bedrijf?';

export const screens = {
  customers: {
    empty_title: 'Nog geen klanten',
    empty_text:
      'Klanten zijn de bedrijven en personen aan wie u verkoopt, met hun adressen, bankgegevens en medewerkers. Bestellingen en facturen verwijzen naar een klant. Maak de eerste klant aan.',
    no_match: 'Geen klanten gevonden met deze zoekopdracht of filters. Probeer andere woorden of haal een filter weg.',
    edit_title: 'Klant: %{name}',
    after_create: 'Beschikbaar zodra de klant is opgeslagen.',
    name_help: 'Vul een bedrijfsnaam of een contactpersoon in (of allebei)',
    lines_help: 'Eén e-mailadres per regel',
    domains_help: 'Eén domein per regel, zoals bedrijf.nl. Leeg: medewerkers met elk e-mailadres zijn welkom.',
    vatin_help: 'Verplicht bij verlegde btw',
    tabs: {
      overview: 'Overzicht',
      addresses: 'Adressen',
      subscriptions: 'Abonnementen',
      employees: 'Medewerkers',
      mandates: 'Machtigingen',
      invoices: 'Facturen',
      orders: 'Bestellingen',
      vacancy_credits: 'Vacaturetegoed',
    },
    magazine: {
      unlinked_help:
        'Deze klant is nog niet gekoppeld aan het tijdschriftplatform. De koppeling ontstaat vanzelf zodra een abonnement op een product met een tijdschriftkoppeling wordt geactiveerd. Is de klant al abonnee bij het platform? Vul dan hieronder het tijdschriftnummer en het abonneenummer in.',
      linked_help:
        'Deze klant is gekoppeld aan het tijdschriftplatform. Tijdschrift en abonneenummer komen van het platform en worden bij elke activering bijgewerkt.',
      read_only: 'Ingevuld door het tijdschriftplatform',
      link_status: {
        done: 'Bijgewerkt bij het platform',
        pending: 'Wacht op het platform',
        failed: 'Mislukt: opnieuw proberen nodig',
      },
      fields: {
        createdAt: 'Aangemaakt',
        action: 'Opdracht',
        subscription: 'Abonnement',
        status: 'Status',
        attempts: 'Pogingen',
        lastError: 'Laatste fout',
      },
      actions: { activate: 'Aanmelden bij', deactivate: 'Afmelden bij' },
      statuses: { pending: 'Wacht', done: 'Verwerkt', failed: 'Mislukt' },
      next_attempt: 'volgende poging %{at}',
      retry: 'Opnieuw proberen',
      retried_done: 'Het tijdschriftplatform heeft de opdracht verwerkt.',
      retried_pending:
        'Het tijdschriftplatform gaf opnieuw een fout; de opdracht wordt later automatisch nog eens geprobeerd.',
    },
    sections: {
      contact: 'Bedrijf en contact',
      email: 'E-mail',
      finance: 'Bank en btw',
      integration: 'Koppeling tijdschriftabonnementen (Aboland)',
    },
    vatin_types: {
      eligible: 'Btw berekenen',
      exempt: 'Vrijgesteld van btw',
      reverse: 'Btw verlegd (EU-bedrijf)',
      none: 'Onbekend',
    },
    salutations: { M: 'Dhr.', F: 'Mevr.', X: 'Neutraal' },
    address: {
      help: 'Postadressen van de klant. Eén adres kan het standaard factuuradres zijn, één het standaard verzendadres.',
      item: 'Adres %{number}',
      salutation: 'Aanhef',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      company: 'Bedrijf',
      ...addressFields,
      lookup: 'Adres zoeken',
      lookup_help: 'Vult straat en plaats in bij een Nederlandse postcode en huisnummer',
      lookup_failed: 'Fout bij zoeken postcode: %{error}',
      lookup_errors: {
        missing: 'vul eerst een postcode en een huisnummer in',
        postcode: 'de postcode moet een Nederlandse postcode zijn, zoals 1234 AB',
        houseNumber: 'het huisnummer moet een getal van 1 tot 99999 zijn',
        postcode_not_found: 'geen adres bekend bij %{postcode} %{houseNumber}',
      },
    },
    employees: {
      help: 'Mensen van dit bedrijf die kunnen inloggen om de bestellingen, facturen en vacatures van het bedrijf te beheren. Een nieuwe medewerker krijgt een uitnodiging per e-mail die %{days} dagen geldig is.',
      create_help: 'Optioneel: deze mensen krijgen na het opslaan een uitnodiging per e-mail om medewerker te worden.',
      item: 'Medewerker %{number}',
      empty_title: 'Nog geen medewerkers',
      empty_text:
        'Voeg een medewerker toe met zijn of haar e-mailadres; die krijgt een uitnodiging om een account te maken of het bestaande account te koppelen.',
      load_failed: 'De medewerkers konden niet worden geladen.',
      add: 'Medewerker toevoegen',
      add_submit: 'Toevoegen en uitnodigen',
      added: 'Medewerker toegevoegd; de uitnodiging is verstuurd naar %{email}',
      not_sent:
        'De medewerker is toegevoegd, maar de uitnodiging kon niet worden verstuurd. Probeer het later opnieuw.',
      resend: 'Uitnodiging opnieuw versturen',
      resent: 'Uitnodiging opnieuw verstuurd naar %{email}',
      remove: 'Verwijderen als medewerker',
      remove_title: 'Medewerker verwijderen',
      remove_text:
        '%{email} is daarna geen medewerker meer van deze klant. Het profiel en het account blijven bestaan; een openstaande uitnodiging vervalt.',
      removed: 'Medewerker verwijderd',
      flags_saved: 'Rechten opgeslagen',
      elsewhere: ELSEWHERE,
      exists: '%{email} is al medewerker van deze klant.',
      failed: 'De medewerker kon niet worden toegevoegd: %{error}',
      created_with_warnings: 'De klant is aangemaakt. %{details}',
      warning_elsewhere:
        '%{email} is niet als medewerker toegevoegd: misschien is het account al toegevoegd als medewerker voor een ander bedrijf.',
      warning_exists: '%{email} stond meer dan eens in de lijst en is één keer toegevoegd.',
      invited_on: 'Uitgenodigd op %{date}',
      accepted_on: 'Geaccepteerd op %{date}',
      status: {
        invited: 'Uitgenodigd',
        accepted: 'Geaccepteerd',
        has_account: 'Heeft account',
        no_account: 'Nog geen account',
      },
      fields: {
        name: 'Naam',
        email: 'E-mailadres',
        firstName: 'Voornaam',
        lastName: 'Achternaam',
        companyAdmin: 'Bedrijfsbeheerder',
        vacancyAdmin: 'Vacaturebeheerder',
        status: 'Status',
        actions: 'Acties',
      },
    },
    orders: {
      empty_title: 'Nog geen bestellingen',
      empty_text: 'Bestellingen van deze klant verschijnen hier zodra ze zijn aangemaakt.',
      unavailable: 'Bestellingen zijn in deze installatie (nog) niet beschikbaar.',
      forbidden: 'U hebt geen toegang tot bestellingen.',
      failed: 'De bestellingen konden niet worden geladen: %{error}',
      open: 'Bestelling openen',
      fields: {
        serial: 'Bestelnummer',
        type: 'Soort',
        product: 'Product',
        status: 'Status',
        total: 'Totaal',
        createdAt: 'Datum',
        startDate: 'Begint',
        endDate: 'Eindigt',
        nextPaymentDate: 'Volgende betaling',
      },
      types: { VACANCY: 'Vacature', SUBSCRIPTION: 'Abonnement', PRODUCT: 'Product', TICKET: 'Kaartjes' },
      statuses: {
        PENDING: 'Openstaand',
        PAID: 'Betaald',
        CLOSED: 'Afgesloten',
        CANCELLED: 'Geannuleerd',
        EXPIRED: 'Verlopen',
      },
    },
    invoices: {
      empty_title: 'Nog geen facturen',
      empty_text:
        "Facturen en creditnota's van deze klant verschijnen hier, ook concepten. Maak een factuur aan onder Verkoop > Facturen of vanuit een bestelling.",
      forbidden: 'U hebt geen toegang tot facturen.',
      owed_back:
        'Deze klant heeft te veel betaald: %{amount} moet nog worden terugbetaald (%{smart_count} factuur). |||| Deze klant heeft te veel betaald: %{amount} moet nog worden terugbetaald (%{smart_count} facturen).',
    },
    subscriptions: {
      empty_title: 'Geen abonnementen',
      empty_text:
        'Abonnementen van deze klant zijn bestellingen van het soort abonnement; ze verschijnen hier zodra er een is aangemaakt.',
    },
  },
  accept_invitation: {
    title: 'Uitnodiging accepteren',
    text: 'U bent uitgenodigd als medewerker van een bedrijf.',
    busy: 'Uitnodiging controleren...',
    intro: '%{customer} nodigt %{email} uit als medewerker.',
    choose_password: 'Kies een wachtwoord voor uw nieuwe account.',
    existing_account: 'Er is al een account met dit e-mailadres. Na het accepteren logt u daarmee in.',
    password: 'Wachtwoord',
    password_confirmation: 'Herhaal wachtwoord',
    submit: 'Uitnodiging accepteren',
    done: 'Gelukt: %{customer} heeft u als medewerker toegevoegd.',
    done_account: 'Uw account is aangemaakt; u kunt nu inloggen.',
    to_login: 'Naar inloggen',
    invalid: 'Deze uitnodigingslink is ongeldig, verlopen of al gebruikt. Vraag het bedrijf om een nieuwe uitnodiging.',
    failed: 'Er is iets misgegaan bij het accepteren van de uitnodiging. Probeer het later opnieuw.',
  },
};

export const errorCodes = {
  magazine_sync_done: 'Deze opdracht is al verwerkt door het tijdschriftplatform: er is niets opnieuw te proberen.',
  magazine_sync_pending:
    'Deze opdracht wacht nog en wordt automatisch opnieuw geprobeerd. Alleen een mislukte opdracht kunt u met de hand opnieuw proberen.',
};

export const validation = {
  nameOrContact: 'Vul een bedrijfsnaam of een contactpersoon in',
  reverseNeedsVat: 'Een btw-nummer is verplicht bij verlegde btw',
  bic: 'Vul een geldige BIC in van 8 of 11 tekens, zoals ABNANL2A',
  domains: 'Eén domeinnaam per regel, zoals bedrijf.nl',
  emailDomain: 'Het e-mailadres moet bij een goedgekeurd domein horen (%{domains})',
};
