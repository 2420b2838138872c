/** Nederlands: automatische incasso van facturen die per machtiging worden betaald (issue #19). */
export const screens = {
  directDebits: {
    title: 'Automatische incasso',
    chip: 'Incasso: %{status}',
    none: 'Voor deze factuur is geen incasso aangemaakt (zie de geschiedenis).',
    statuses: { pending: 'In afwachting', paid: 'Betaald', canceled: 'Geannuleerd', failed: 'Mislukt' },
    providers: { test: 'Testaanbieder', mollie: 'Mollie', bank: 'Bank (incassobestand)' },
    sequence: { FRST: 'Eerste', RCUR: 'Doorlopend' },
    columns: {
      attempt: 'Poging',
      dueDate: 'Incassodatum',
      amount: 'Bedrag',
      status: 'Status',
      reference: 'Kenmerk',
      account: 'Rekening',
      provider: 'Via',
      bankReason: 'Reden bank',
    },
    bank: {
      menu: 'Bankincasso',
      batch: 'Incassobestand',
      returns: 'Storneringen inlezen',
      batch_title: 'Incassobestand voor de bank',
      batch_help:
        'Het SEPA-incassobestand (pain.008) met alle bankincasso’s van één dag, om bij uw bank aan te bieden. Opnieuw downloaden geeft hetzelfde bestand.',
      date: 'Incassodatum',
      channel: 'Kanaal',
      channel_help: 'Alleen nodig als er die dag incasso’s van meerdere kanalen klaarstaan.',
      any_channel: 'Het kanaal van die dag',
      download: 'Downloaden',
      batch_done:
        'Incassobestand van %{date} gedownload: één incasso |||| Incassobestand van %{date} gedownload: %{smart_count} incasso’s',
      none_due: 'Op %{date} staan geen bankincasso’s klaar.',
      returns_title: 'Storneringen van de bank inlezen',
      returns_help:
        'Per regel het kenmerk van de incasso, de SEPA-retourcode en de datum, gescheiden door een puntkomma of komma (een CSV-bestand van de bank of geplakte regels). Zit er een fout in, dan wordt niets verwerkt.',
      lines: 'Regels',
      apply: 'Inlezen',
      line: 'Regel %{line}: %{text}',
      returns_done: 'Als mislukt verwerkt: %{applied}. Al eerder verwerkt: %{unchanged}.',
    },
    batch_date: 'In het bankbestand van %{date}',
    actions: {
      retry: 'Opnieuw aanbieden',
      cancel: 'Incasso annuleren',
      toPaymentLink: 'Omzetten naar betaallink',
      setStatus: 'Status instellen (testmodus)',
    },
    confirm: {
      retry: 'De incasso van %{amount} opnieuw aanbieden? Er komt een nieuwe poging onder de machtiging van de klant.',
      cancel: 'De incasso van %{amount} annuleren? De factuur blijft openstaan.',
      toPaymentLink:
        'De incasso van %{amount} annuleren en een betaallink voor de factuur maken? De klant betaalt dan online.',
    },
    set_status: {
      title: 'Status met de hand instellen (testmodus)',
      status: 'Nieuwe status',
      bankReason: 'Reden van de bank (bijv. AM04 onvoldoende saldo)',
      save: 'Status instellen',
    },
    done: {
      retry: 'Opnieuw aangeboden als poging %{attempt}.',
      cancel: 'De incasso is geannuleerd.',
      toPaymentLink: 'De incasso is geannuleerd en de factuur heeft een betaallink.',
      setStatus: 'De incasso is nu: %{status}.',
    },
  },
};

export const errorCodes = {
  direct_debit_illegal_transition: 'Dit kan niet (meer): de incasso is nu "%{status}". Laad de pagina opnieuw.',
  direct_debit_not_latest: 'Er is een latere poging voor deze factuur: gebruik die.',
  direct_debit_not_test_mode:
    'Alleen bij een incasso via de testaanbieder (testmodus) kan de status met de hand worden ingesteld.',
  direct_debit_no_mandate: 'De klant heeft geen actieve machtiging: voeg eerst een getekende machtiging toe.',
  direct_debit_currency: 'Een SEPA-incasso kan alleen in euro.',
  direct_debit_in_batch:
    'Deze incasso zit in het bankbestand van %{batchDate}: de bank int hem. Annuleer hem bij de bank.',
  direct_debit_not_cancelable: 'De betaalaanbieder kan deze incasso niet meer annuleren: hij is al bij de bank.',
  direct_debit_batch_channels: 'Op die dag staan incasso’s van meerdere kanalen: kies het kanaal.',
  direct_debit_no_creditor:
    'Het kanaal heeft een incassant-ID (SEPA) en een bankrekening nodig voordat er een incassobestand kan worden gemaakt.',
  direct_debit_batch_invalid: 'Het incassobestand kan niet worden gemaakt: %{message}',
};

export const validation = {
  direct_debit_unknown_reference: 'Geen bankincasso met dit kenmerk',
  direct_debit_unknown_reason: 'Geen SEPA-retourcode (zoals AC04, AM04, MD01 of MS02)',
};
