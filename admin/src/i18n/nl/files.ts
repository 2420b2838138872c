/** Nederlands: bestandsbeheer (/files) en de bestandskiezer van de mediavelden (docs/files.md). */
export const menu = { files: 'Bestandsbeheer' };

export const resources = {
  files: { name: 'Bestand |||| Bestanden', fields: { filename: 'Naam', size: 'Grootte', createdAt: 'Geüpload' } },
};

export const screens = {
  files: {
    title: 'Bestandsbeheer',
    breadcrumb: 'Mappad',
    search: 'Zoeken in deze map',
    sort: 'Sorteren',
    sorts: {
      name_asc: 'Naam A–Z',
      name_desc: 'Naam Z–A',
      date_desc: 'Nieuwste eerst',
      date_asc: 'Oudste eerst',
      size_desc: 'Grootste eerst',
      size_asc: 'Kleinste eerst',
    },
    filtered: 'Alleen getoond: %{ext}',
    upload: 'Bestanden uploaden',
    drop_here: 'of sleep bestanden hierheen',
    uploaded: 'geüpload',
    progress: '%{name} wordt geüpload',
    load_failed: 'De map kon niet worden gelezen.',
    retry: 'Opnieuw proberen',
    empty_title: 'Deze map is leeg',
    empty_text:
      'Upload bestanden of maak een map. Bestanden die je hier uploadt, kun je in elk afbeeldings- en bestandsveld kiezen.',
    no_match: 'Niets in deze map past bij je zoekopdracht',
    open_folder: 'Map %{name} openen',
    actions_of: 'Acties voor %{name}',
    pick_button: 'Kies uit bestandsbeheer',
    pick_title: 'Kies een bestand',
    new_folder: 'Nieuwe map',
    folder_name: 'Mapnaam',
    folder_rule: 'Kleine letters, cijfers en koppeltekens; niet beginnen met een koppelteken.',
    file_name: 'Bestandsnaam',
    rename: 'Hernoemen',
    save: 'Opslaan',
    saved: 'Opgeslagen',
    move: 'Verplaatsen',
    move_title: '%{name} verplaatsen',
    move_here: 'Hierheen verplaatsen',
    move_same: 'Hier staat het nu.',
    delete: 'Verwijderen',
    delete_all: 'Alles verwijderen',
    delete_title: '%{name} verwijderen?',
    delete_file_text:
      'Het bestand wordt definitief verwijderd. Bestanden die pagina’s of records nog gebruiken, kunnen niet worden verwijderd.',
    delete_folder_text: 'De lege map wordt verwijderd.',
    delete_full:
      'Deze map bevat %{files} bestand(en) en %{folders} map(pen). De map met alles erin verwijderen? Bestanden die nog in gebruik zijn, houden het verwijderen tegen.',
    copy_url: 'URL kopiëren',
    copied: 'URL gekopieerd',
  },
};

export const validation = {
  folder_name: 'Gebruik alleen kleine letters, cijfers en koppeltekens, niet beginnend met een koppelteken',
  file_name:
    'Een bestandsnaam mag geen schuine strepen of stuurtekens bevatten en niet met een spatie beginnen of eindigen',
};

export const errorCodes = {
  folder_exists: 'Er bestaat hier al een map met deze naam.',
  folder_not_found: 'Deze map bestaat niet meer.',
  folder_not_empty: 'De map is niet leeg.',
  folder_into_itself: 'Een map kan niet in zichzelf worden verplaatst.',
  folder_root: 'De map public/ zelf kan niet worden gewijzigd.',
  file_exists: 'Er staat in die map al een bestand met deze naam.',
  file_in_use: 'Nog in gebruik door: %{usedIn}. Haal het daar eerst weg.',
  file_not_found: 'Dit bestand bestaat niet meer.',
  file_path_invalid: 'Het mappad moet met public/ beginnen en geldige mapnamen gebruiken.',
};
