// Engagement: mailTemplates (nl). E-mailtemplates (/mail/emailtemplates), de blokkeneditor, het voorbeeld en
// de voorbeeld-e-mail (ook gebruikt door de testverzending van een campagne).
import { LATEST_BLOCK_MAX_ITEMS } from '@newsroom/config';

export const menu = { mail_emailtemplates: 'E-mailtemplates' };

export const resources = {
  'mail/emailtemplates': {
    name: 'E-mailtemplate |||| E-mailtemplates',
    fields: {
      q: 'Zoeken',
      name: 'Naam',
      fromName: 'Naam afzender',
      fromEmail: 'E-mailadres afzender',
      subject: 'Onderwerp',
      preheader: 'Voorbeeldregel',
      text: 'Platte tekst',
      updatedAt: 'Gewijzigd',
      createdAt: 'Aangemaakt',
    },
  },
};

export const screens = {
  mailTemplates: {
    empty_title: 'Nog geen e-mailtemplates',
    empty_text:
      'Een template is een nieuwsbrief van blokken: tekst, afbeeldingen, knoppen, scheidingslijnen en artikelen van je site. Campagnes sturen een template naar een segment. Maak de eerste template.',
    no_match: 'Geen templates gevonden met deze zoekterm. Probeer andere woorden.',
    sender: 'Afzender en onderwerp',
    subject_help: 'Samenvoegvelden: {firstName}, {lastName}, {fullName}, {email}',
    blocks: {
      title: 'Inhoud',
      empty:
        'Nog geen blokken. Voeg hieronder tekst, een afbeelding, een knop, een scheidingslijn, een artikel of de nieuwste artikelen toe.',
      add: 'Toevoegen',
      up: 'Omhoog',
      down: 'Omlaag',
      remove: 'Blok verwijderen',
      types: {
        text: 'Tekst',
        image: 'Afbeelding',
        button: 'Knop',
        divider: 'Scheidingslijn',
        article: 'Artikel',
        latest: 'Nieuwste artikelen',
      },
      html: 'Tekst',
      html_help:
        'Toegestaan: <p>, <b>, <i>, <u>, <a href>, lijsten, <h2>, <h3>. Samenvoegvelden zoals {firstName} worden per ontvanger ingevuld.',
      image: 'Afbeelding',
      alt: 'Omschrijving (alt-tekst)',
      href: 'Link (optioneel)',
      label: 'Tekst op de knop',
      button_href: 'Link van de knop',
      color: 'Kleur van de knop',
      article: 'Artikel',
      article_none: 'Geen artikel gekozen',
      article_missing: 'Dit artikel bestaat niet meer; kies een ander.',
      article_pick: 'Kies een artikel',
      article_change: 'Kies een ander artikel',
      show_cover: 'Coverafbeelding tonen',
      latest_tag: 'Tag',
      latest_count: 'Aantal',
      latest_count_help: `De nieuwste gepubliceerde items met deze tag op het moment dat de e-mail wordt klaargezet (1 tot en met ${LATEST_BLOCK_MAX_ITEMS}).`,
      latest_locale: 'Taal',
      latest_cover: 'Met omslagfoto',
    },
    picker: {
      title: 'Kies gepubliceerde inhoud',
      search: 'Zoek op titel',
      empty: 'Geen gepubliceerde inhoud gevonden met deze zoekterm.',
      choose: 'Kiezen',
    },
    preview: {
      title: 'Voorbeeld',
      desktop: 'Desktop',
      mobile: 'Mobiel',
      text: 'Platte tekst',
      frame_title: 'Voorbeeld van de e-mail',
      loading: 'Voorbeeld wordt bijgewerkt…',
      refused: 'Het voorbeeld kan niet worden getoond: %{reason}',
      regenerate: 'Opnieuw maken uit de blokken',
      text_edited: 'Je hebt deze tekst aangepast: hij volgt de blokken niet meer tot je hem opnieuw maakt.',
      text_generated: 'Bij elke opslag gemaakt uit de blokken. Pas hem aan om je eigen tekst te houden.',
    },
    preview_mail: {
      button: 'Voorbeeld e-mail',
      title: 'Voorbeeld e-mail versturen',
      text: 'De opgeslagen template, alleen naar deze adressen. Een adres van een bekend profiel krijgt de samenvoegvelden en artikelen van die persoon.',
      to: 'E-mailadressen',
      to_help: 'Scheid adressen met komma’s (hoogstens %{max}).',
      send: 'Versturen',
      sent: 'Voorbeeld e-mail verstuurd |||| Voorbeeld e-mail verstuurd naar %{smart_count} adressen',
      save_first: 'Sla de template eerst op om een voorbeeld e-mail te versturen.',
      failed_title: 'Voorbeeld e-mail verzenden mislukt',
      failed_text: 'De e-mail kon nu niet worden verstuurd. Probeer het later opnieuw.',
    },
  },
};

export const errorCodes = {
  design_invalid: 'Het ontwerp van deze template is niet leesbaar.',
  design_too_many_blocks: 'Deze template heeft te veel blokken.',
  block_invalid: 'Blok %{block} is niet leesbaar.',
  block_type_unknown: 'Blok %{block} is van een onbekende soort.',
  block_text_required: 'Blok %{block}: vul de tekst in.',
  block_image_src: 'Blok %{block}: kies een afbeelding.',
  block_image_alt: 'Blok %{block}: de omschrijving is te lang.',
  block_link_invalid: 'Blok %{block}: de link moet een webadres (https://…) of mailto: zijn.',
  block_button_label: 'Blok %{block}: vul de tekst op de knop in.',
  block_color_invalid: 'Blok %{block}: de kleur moet een hexkleur zijn, zoals #333333.',
  block_article_required: 'Blok %{block}: kies een artikel.',
  block_article_missing: 'Blok %{block}: het gekozen artikel is niet (meer) gepubliceerd.',
  block_latest_tag_required: 'Blok %{block}: kies een tag.',
  block_latest_count: `Blok %{block}: het aantal artikelen moet een heel getal van 1 tot en met ${LATEST_BLOCK_MAX_ITEMS} zijn.`,
  block_latest_tag_missing: 'Blok %{block}: de gekozen tag bestaat niet meer.',
  preview_failed: 'Voorbeeld e-mail verzenden mislukt. Probeer het later opnieuw.',
};
