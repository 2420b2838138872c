/** Dutch react-admin keys for lists, sorting, saved queries and the configurable UI (split from ra.ts for size). */
const raDutchLists = {
  navigationAndSort: {
    navigation: {
      clear_filters: 'Filters wissen',
      no_filtered_results: 'Geen %{name} gevonden met de huidige filters.',
      no_results: 'Geen %{name} gevonden',
      no_more_results: 'Paginanummer %{page} valt buiten het bereik. Probeer de vorige pagina.',
      page_out_of_boundaries: 'Paginanummer %{page} valt buiten het bereik',
      page_out_from_end: 'Dit is de laatste pagina',
      page_out_from_begin: 'Dit is de eerste pagina',
      page_range_info: '%{offsetBegin}-%{offsetEnd} van %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} van meer dan %{offsetEnd}',
      current_page: 'Pagina %{page}',
      page: 'Ga naar pagina %{page}',
      first: 'Ga naar de eerste pagina',
      last: 'Ga naar de laatste pagina',
      next: 'Ga naar de volgende pagina',
      previous: 'Ga naar de vorige pagina',
      page_rows_per_page: 'Rijen per pagina:',
      skip_nav: 'Naar de inhoud',
    },
    sort: {
      sort_by: 'Sorteren op %{field_lower_first} %{order}',
      ASC: 'oplopend',
      DESC: 'aflopend',
    },
  },
  queriesAndConfigurable: {
    saved_queries: {
      label: 'Opgeslagen zoekopdrachten',
      query_name: 'Naam zoekopdracht',
      new_label: 'Huidige zoekopdracht opslaan...',
      new_dialog_title: 'Huidige zoekopdracht opslaan als',
      remove_label: 'Opgeslagen zoekopdracht verwijderen',
      remove_label_with_name: 'Zoekopdracht "%{name}" verwijderen',
      remove_dialog_title: 'Opgeslagen zoekopdracht verwijderen?',
      remove_message: 'Weet u zeker dat u dit item uit uw lijst met opgeslagen zoekopdrachten wilt verwijderen?',
      help: 'Filter de lijst en sla deze zoekopdracht op voor later',
    },
    guesser: {
      empty: {
        title: 'Geen gegevens om te tonen',
        message: 'Controleer uw dataProvider',
      },
    },
    configurable: {
      customize: 'Aanpassen',
      configureMode: 'Deze pagina instellen',
      inspector: {
        title: 'Inspector',
        content: 'Beweeg over de onderdelen van de applicatie om ze in te stellen',
        reset: 'Instellingen herstellen',
        hideAll: 'Alles verbergen',
        showAll: 'Alles tonen',
      },
      Datagrid: {
        title: 'Tabel',
        unlabeled: 'Kolom zonder naam #%{column}',
      },
      SimpleForm: {
        title: 'Formulier',
        unlabeled: 'Invoerveld zonder naam #%{input}',
      },
      SimpleList: {
        title: 'Lijst',
        primaryText: 'Primaire tekst',
        secondaryText: 'Secundaire tekst',
        tertiaryText: 'Tertiaire tekst',
      },
    },
  },
};

export default raDutchLists;
