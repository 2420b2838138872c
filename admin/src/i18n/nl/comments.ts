/** Nederlands: reactiemoderatie (/comments). */
export const menu = { comments: 'Reacties' };

export const resources = {
  comments: {
    name: 'Reactie |||| Reacties',
    fields: {
      q: 'Zoeken',
      content: 'Reactie',
      author: 'Lezer',
      item: 'Artikel',
      createdAt: 'Geplaatst',
      approvalStatus: 'Status',
    },
  },
};

export const screens = {
  comments: {
    statuses: { PENDING: 'Wachtend', APPROVED: 'Goedgekeurd', REJECTED: 'Afgewezen' },
    reasons: { BAD_LANGUAGE: 'Grof taalgebruik', DISCRIMINATION: 'Discriminatie', OTHER: 'Anders' },
    all_statuses: 'Alle statussen',
    only_reported: 'Alleen gemeld',
    actions: 'Moderatie',
    approve: 'Goedkeuren',
    reject: 'Afwijzen',
    bulk_approve: 'Goedkeuren',
    bulk_reject: 'Afwijzen',
    approved: 'Reactie goedgekeurd |||| %{smart_count} reacties goedgekeurd',
    rejected: 'Reactie afgewezen |||| %{smart_count} reacties afgewezen',
    status_change_failed: 'Status van de reactie wijzigen mislukt. %{message}',
    reply_to: 'Antwoord op: "%{text}"',
    item_missing: 'Verwijderd artikel',
    shortcuts: 'Sneltoetsen in een rij: A = goedkeuren, R = afwijzen, J/K = volgende/vorige.',
    empty_title: 'Nog geen reacties',
    empty_text: 'Reacties van lezers op de website verschijnen hier. Wachtende reacties staan bovenaan de wachtrij.',
    no_match_title: 'Niets te modereren',
    no_match_text: 'Geen reacties met deze filters. Kies een andere status of zoek breder.',
    open_reports: '1 open melding van een lezer |||| %{smart_count} open meldingen van lezers',
    show_reported: 'Gemelde reacties tonen',
    badge: '%{pending} wachtend, %{reports} meldingen',
  },
};
