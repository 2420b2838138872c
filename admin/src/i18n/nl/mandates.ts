/** Nederlands: SEPA-machtigingen (tabblad machtigingen van de klant) en het incassant-ID van het kanaal. */
export const screens = {
  mandates: {
    help_text:
      'SEPA-incassomachtigingen die de klant heeft getekend. De handtekening wordt gegenereerd uit de naam van de ondertekenaar; een ingetrokken machtiging kan niet opnieuw worden gebruikt.',
    forbidden: 'U heeft geen toegang tot machtigingen.',
    empty_title: 'Nog geen machtigingen',
    empty_text:
      'Voeg een machtiging toe zodra de klant er een heeft getekend; facturen kunnen daarna automatisch worden geïncasseerd.',
    add: 'Machtiging toevoegen',
    add_title: 'SEPA-machtiging toevoegen',
    add_text:
      'Vul de machtiging in zoals de klant die heeft getekend. De handtekening wordt gegenereerd uit de naam van de ondertekenaar.',
    add_save: 'Machtiging opslaan',
    created: 'Machtiging %{reference} opgeslagen',
    created_signature: 'Machtiging %{reference} opgeslagen. Gegenereerde handtekening:',
    active_frst: 'Actief (eerste incasso volgt)',
    active_rcur: 'Actief (doorlopend)',
    revoked: 'Ingetrokken op %{date}',
    revoke: 'Intrekken',
    revoke_title: 'Machtiging %{reference} intrekken?',
    revoke_text:
      'Een ingetrokken machtiging kan niet meer voor incasso’s worden gebruikt en niet opnieuw worden geactiveerd. De klant moet dan een nieuwe machtiging tekenen.',
    revoked_done: 'Machtiging %{reference} ingetrokken',
    pdf: 'PDF',
    creditor_id_help: 'SEPA-incassant-ID voor automatische incasso, zoals NL66ZZZ301234560000 (van uw bank)',
    fields: {
      reference: 'Kenmerk',
      signatureDate: 'Getekend op',
      signedBy: 'Getekend door',
      signature: 'Handtekening',
      place: 'Plaats van ondertekening',
      iban: 'IBAN',
      bic: 'BIC (optioneel)',
      status: 'Status',
      actions: 'Acties',
    },
    help: {
      signedBy: 'Volledige naam van de rekeninghouder die heeft getekend',
      reference: 'Leeg laten om er een te maken uit het debiteurnummer',
    },
  },
};

export const validation = {
  ibanRequired: 'IBAN is verplicht voor automatische incasso',
  creditorId: 'Vul een geldig SEPA-incassant-ID in, zoals NL66ZZZ301234560000',
  sepaReference: "Maximaal 35 letters, cijfers en / - ? : ( ) . , ' + (geen spaties)",
  futureDate: 'Deze datum mag niet in de toekomst liggen',
};

export const errorCodes = {
  mandate_revoked: 'Deze machtiging is ingetrokken en kan niet meer worden gewijzigd.',
  mandate_in_use: 'Met deze machtiging is al geïncasseerd; ze kan niet worden verwijderd. Trek haar in.',
  mandate_missing:
    'Deze factuur wordt via automatische incasso betaald, maar de klant heeft geen actieve machtiging. Voeg een getekende machtiging toe aan de klant of kies een andere betaalwijze.',
  creditor_id_missing:
    'Deze factuur wordt via automatische incasso betaald, maar het kanaal heeft geen SEPA-incassant-ID. Vul dat eerst in bij het kanaal.',
};
