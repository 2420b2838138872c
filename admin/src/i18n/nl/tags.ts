// De tagbeheerder (nl): /settings/tags, inhoudstags en profieltags per soort (docs/tags.md).
export const menu = { settings_tags: 'Tagbeheer' };

export const screens = {
  tag_manager: {
    title: 'Tagbeheer',
    intro:
      'Alle tags op één plek: inhoudstags en de profieltags per soort. Hernoem ze, voeg dubbele samen (alles wat de ene tag had, krijgt de andere) of verwijder ze. Je ziet steeds waar een tag gebruikt wordt.',
    families_label: 'Soort tags',
    families: {
      content: 'Inhoudstags',
      ACCESS: 'Toegangstags',
      EVENT: 'Evenementtags',
      INTEREST: 'Interesses',
    },
    fields: {
      name: 'Naam',
      slug: 'Slug',
      usage: 'Gebruik',
      created: 'Aangemaakt',
      places: 'Gebruikt bij',
      actions: 'Acties',
      limit: 'Maximum aantal tags per soort',
    },
    rows: '%{from}-%{to} van %{count}',
    unused: 'Deze tag wordt nergens gebruikt.',
    empty: 'Nog geen tags van deze soort',
    empty_search: 'Geen tags gevonden',
    empty_text: 'Tags ontstaan bij het bewerken van inhoud, profielen en producten, of bij een import.',
    load_failed: 'De tags konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    rename: 'Hernoemen',
    merge: 'Samenvoegen',
    delete: 'Verwijderen',
    rename_title: '"%{name}" hernoemen',
    slug_help: 'Kleine letters, cijfers en streepjes; uniek.',
    slug_access_help: 'Inhoud en marketing die deze toegangstag bij zijn slug noemen, gaan mee naar de nieuwe slug.',
    renamed: 'De tag is hernoemd.',
    merge_title: '"%{name}" samenvoegen',
    merge_intro: 'Kies de tag waarin "%{name}" opgaat. Alleen tags van dezelfde soort kunnen worden samengevoegd.',
    merge_target: 'Samenvoegen met',
    merge_pick_first: 'Kies eerst de tag om mee samen te voegen.',
    no_targets: 'Geen andere tags van deze soort',
    merge_moves: 'Dit gaat over:',
    merge_moves_to: 'Dit gaat over naar "%{name}":',
    merge_warning:
      '"%{name}" wordt daarna verwijderd. Wat beide tags had, houdt er één. Dit kan niet ongedaan worden gemaakt.',
    merged: 'De tags zijn samengevoegd.',
    delete_title: '"%{name}" verwijderen',
    delete_intro: 'De tag wordt losgemaakt van:',
    delete_rules:
      'Regels hangen van deze tag af (producttoegang, segmenten, e-mailsjablonen, toegang tot inhoud of marketing). Voeg de tag samen met een andere in plaats van hem te verwijderen.',
    deleted: 'De tag is verwijderd.',
    limit_used: '%{used} van %{limit}',
    limit_change: 'Maximum wijzigen',
    limit_title: 'Maximum aantal tags',
    limit_help: 'Geldt per soort: inhoudstags, en profieltags van elke soort apart.',
    limit_range: 'Kies een heel getal van %{min} tot en met %{max}.',
    limit_saved: 'Het maximum is opgeslagen.',
    places: {
      content_tags: '%{smart_count} contentitem |||| %{smart_count} contentitems',
      event_tags: '%{smart_count} evenement |||| %{smart_count} evenementen',
      event_attendeeTag: '%{smart_count} evenement (bezoekers) |||| %{smart_count} evenementen (bezoekers)',
      profile_tags: '%{smart_count} profiel |||| %{smart_count} profielen',
      customer_tags: '%{smart_count} klant |||| %{smart_count} klanten',
      product_tags: '%{smart_count} product |||| %{smart_count} producten',
      product_tagsBirth: '%{smart_count} product geeft deze toegang |||| %{smart_count} producten geven deze toegang',
      product_tagsWill:
        '%{smart_count} product neemt deze toegang af |||| %{smart_count} producten nemen deze toegang af',
      campaign_automation_tag: '%{smart_count} automatisering |||| %{smart_count} automatiseringen',
      segment_rules: '%{smart_count} segment |||| %{smart_count} segmenten',
      email_template_design: '%{smart_count} e-mailsjabloon |||| %{smart_count} e-mailsjablonen',
      saved_filter_query: '%{smart_count} bewaard filter |||| %{smart_count} bewaarde filters',
      content_accessTag:
        '%{smart_count} contentitem alleen voor deze tag |||| %{smart_count} contentitems alleen voor deze tag',
      marketing_content_audienceTag:
        '%{smart_count} marketinguiting voor deze tag |||| %{smart_count} marketinguitingen voor deze tag',
    },
  },
};

export const errorCodes = {
  tag_limit:
    'Het maximum van %{limit} tags van deze soort is bereikt. Verhoog het maximum in Tagbeheer of voeg tags samen.',
  tag_slug_taken: 'Een andere tag heeft deze slug al.',
  tag_merge_family: 'Een tag kan alleen samengaan met een tag van dezelfde soort.',
  tag_merge_self: 'Een tag kan niet met zichzelf samengaan.',
  tag_in_rules: 'Regels hangen van deze tag af. Voeg hem samen met een andere tag in plaats van hem te verwijderen.',
  tag_family_invalid: 'Onbekende soort tag.',
};
