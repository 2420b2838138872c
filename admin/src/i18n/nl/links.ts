/** Nederlands: opgeslagen filters op elke lijst, en voorbeeld- en deellinks van inhoud. */
export const savedFilterScreens = {
  saved_filters: {
    button: 'Opgeslagen filters',
    empty: 'Nog geen opgeslagen filters voor deze lijst',
    save_current: 'Huidig filter opslaan...',
    save_title: 'Filter opslaan',
    name: 'Naam',
    name_help: 'Hoogstens %{max} tekens; alleen u ziet uw opgeslagen filters.',
    replaces: 'U hebt al een filter met deze naam: het wordt vervangen.',
    saved: 'Filter "%{name}" opgeslagen',
    deleted: 'Filter "%{name}" verwijderd',
    delete: 'Filter "%{name}" verwijderen',
  },
};

export const contentLinkScreens = {
  content_links: {
    title: 'Voorbeeld & delen',
    text: 'Met een link kan iemand zonder account dit item lezen, ook als het nog niet gepubliceerd is. Een voorbeeldlink is 7 dagen geldig; bij een deellink kiest u hoe lang.',
    make_preview: 'Voorbeeldlink maken',
    make_share: 'Deellink maken',
    expiry: 'Geldigheid',
    expiries: {
      UNLIMITED: 'Onbeperkt',
      '1Y': '1 jaar',
      '30D': '30 dagen',
      '7D': '7 dagen',
      '1D': '1 dag',
      '12H': '12 uur',
    },
    kinds: { PREVIEW: 'Voorbeeldlink', SHARE: 'Deellink' },
    until: 'Geldig tot %{date}',
    no_end: 'Geen einddatum',
    none: 'Nog geen geldige links voor deze taalversie.',
    copy: 'Kopiëren',
    copied: 'Link gekopieerd',
    copy_failed: 'Kopiëren lukte niet; selecteer de link en kopieer hem zelf.',
    open: 'Openen',
    revoke: 'Intrekken',
    revoke_title: 'Link intrekken?',
    revoke_text: 'Wie deze link heeft, kan het item daarna niet meer openen. Dit kan niet ongedaan worden gemaakt.',
    revoked: 'Link ingetrokken',
    made: 'Link gemaakt',
  },
  shared: {
    kinds: { PREVIEW: 'Voorbeeld', SHARE: 'Gedeeld item' },
    statuses: {
      UNPUBLISHED: 'Niet gepubliceerd',
      PLANNED: 'Gepland voor %{date}',
      PUBLISHED: 'Gepubliceerd',
    },
    until: 'Deze link is geldig tot %{date}.',
    no_end: 'Deze link heeft geen einddatum.',
    body: 'Tekst van het item',
    not_found_title: 'Deze link werkt niet',
    not_found_text: 'De link is verlopen, ingetrokken of niet volledig. Vraag wie hem stuurde om een nieuwe.',
    failed: 'Het item kon niet worden geladen. Probeer het later opnieuw.',
    loading: 'Item laden',
  },
};

export const linkErrorCodes = {
  saved_filter_limit: 'Een lijst bewaart hoogstens %{max} filters: verwijder er eerst een.',
  content_link_limit: 'Een item heeft hoogstens %{max} geldige links: trek er eerst een in.',
};
