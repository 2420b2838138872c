// Engagement: mailLists (nl).
export const menu = { mail_lists: 'Lijsten' };

export const resources = {
  'mail/lists': {
    name: 'Lijst |||| Lijsten',
    fields: {
      q: 'Zoeken',
      name: 'Naam',
      slug: 'Slug',
      description: 'Omschrijving',
      visibility: 'Zichtbaarheid',
      confirmationSubject: 'Onderwerp van de bevestigingsmail',
      memberCount: 'Leden',
      updatedAt: 'Bijgewerkt',
    },
  },
};

export const screens = {
  mailLists: {
    empty_title: 'Nog geen lijsten',
    empty_text:
      'Een lijst bevat profielen die samen e-mail ontvangen. Op openbare lijsten kun je je via je websites aanmelden, met een bevestigingsmail; besloten lijsten vult de redactie.',
    no_match: 'Geen lijsten gevonden met deze filters.',
    visibility: { PUBLIC: 'Openbaar', PRIVATE: 'Besloten' },
    visibility_help: 'Op openbare lijsten kun je je via een website aanmelden.',
    confirmation_subject_help: 'Leeg: "Bevestig je aanmelding voor {naam van de lijst}".',
    member_count: '%{smart_count} bevestigd lid |||| %{smart_count} bevestigde leden',
    members: {
      title: 'Leden',
      search: 'Zoek op e-mailadres of naam',
      status: 'Status',
      all_statuses: 'Alle statussen',
      statuses: { pending: 'Wacht op bevestiging', confirmed: 'Bevestigd' },
      sources: {
        staff: 'Toegevoegd door medewerker',
        segment: 'Uit een segment',
        import: 'Geïmporteerd',
        subscribe: 'Website',
      },
      fields: { member: 'Lid', status: 'Status', source: 'Bron', requestedAt: 'Sinds' },
      empty_title: 'Nog geen leden',
      empty_text: 'Voeg profielen toe, iedereen uit een segment, of importeer een bestand met e-mailadressen.',
      no_match: 'Geen leden gevonden met deze zoekopdracht.',
      load_failed: 'De leden konden niet worden geladen.',
      add_profiles: 'Profielen toevoegen',
      add_segment: 'Toevoegen uit segment',
      add_import: 'Bestand importeren',
      add: 'Toevoegen',
      profiles: 'Profielen',
      segment: 'Segment',
      segment_help: 'Iedereen die nu in het segment valt, wordt bevestigd lid.',
      no_segments: 'Geen segmenten gevonden',
      added: '%{smart_count} lid toegevoegd |||| %{smart_count} leden toegevoegd',
      remove: 'Van de lijst halen',
      remove_title: 'Lid verwijderen?',
      remove_text: '%{email} ontvangt dan geen e-mail meer die naar deze lijst gaat.',
      removed: '%{email} is van de lijst gehaald',
    },
    import: {
      help: 'Een CSV- of XLSX-bestand met een kolom "E-mail" (of de adressen in de eerste kolom), hoogstens %{max} regels. Onbekende adressen worden nieuwe leads.',
      choose: 'Bestand kiezen',
      run: 'Importeren',
      done: 'Sluiten',
      summary:
        '%{rows} regels gelezen: %{added} toegevoegd, %{alreadyMembers} waren al lid, %{createdProfiles} nieuwe profielen, %{refusedCount} geweigerd.',
      refused_email: 'Regel %{line}: "%{value}" is geen e-mailadres',
      refused_duplicate: 'Regel %{line}: %{value} staat al eerder in het bestand',
    },
    snippet: {
      title: 'Aanmelden via een website',
      help: 'Websites sturen een e-mailadres (en eventueel firstName, lastName, language) als JSON naar dit adres. Het antwoord is altijd 202, zodat niemand kan achterhalen wie is aangemeld; de persoon krijgt een e-mail met een bevestigingslink.',
      example: 'Voorbeeldformulier:',
      private: 'Deze lijst is besloten: aanmelden via een website kan niet.',
    },
  },
};

export const errorCodes = {
  list_limit: 'Het maximum van %{limit} lijsten is bereikt.',
  profiles_required: 'Kies minstens één profiel.',
  too_many_profiles: 'Voeg hoogstens %{max} profielen tegelijk toe.',
  profile_not_found: 'Deze profielen bestaan niet meer: %{profiles}.',
  segment_required: 'Kies een segment.',
  segment_rules_invalid: 'De regels van het segment kloppen niet; pas eerst het segment aan.',
  segment_not_found: 'Dit segment bestaat niet meer.',
  no_email_column: 'Het bestand heeft een kolom "E-mail" nodig (of de adressen in de eerste kolom).',
  too_many_rows: 'Een lijstimport neemt hoogstens %{max} regels.',
  invalid_status: 'Onbekende status van een lid.',
};
