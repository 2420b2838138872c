// Engagement: mailTemplates (en). E-mail templates (/mail/emailtemplates), their block editor, preview and
// preview e-mail (also used by a campaign's test send).
import { LATEST_BLOCK_MAX_ITEMS } from '@newsroom/config';

export const menu = { mail_emailtemplates: 'E-mail templates' };

export const resources = {
  'mail/emailtemplates': {
    name: 'E-mail template |||| E-mail templates',
    fields: {
      q: 'Search',
      name: 'Name',
      fromName: 'Sender name',
      fromEmail: 'Sender e-mail address',
      subject: 'Subject',
      preheader: 'Preview line',
      text: 'Plain text',
      updatedAt: 'Updated',
      createdAt: 'Created',
    },
  },
};

export const screens = {
  mailTemplates: {
    empty_title: 'No e-mail templates yet',
    empty_text:
      'A template is a newsletter made of blocks: text, images, buttons, dividers and articles from your site. Campaigns send a template to a segment. Create the first template.',
    no_match: 'No templates match this search. Try other words.',
    sender: 'Sender and subject',
    subject_help: 'Merge fields: {firstName}, {lastName}, {fullName}, {email}',
    blocks: {
      title: 'Content',
      empty: 'No blocks yet. Add text, an image, a button, a divider, an article or the latest articles below.',
      add: 'Add',
      up: 'Move up',
      down: 'Move down',
      remove: 'Remove block',
      types: {
        text: 'Text',
        image: 'Image',
        button: 'Button',
        divider: 'Divider',
        article: 'Article',
        latest: 'Latest articles',
      },
      html: 'Text',
      html_help:
        'Allowed: <p>, <b>, <i>, <u>, <a href>, lists, <h2>, <h3>. Merge fields such as {firstName} are filled in per recipient.',
      image: 'Image',
      alt: 'Description (alt text)',
      href: 'Link (optional)',
      label: 'Button text',
      button_href: 'Button link',
      color: 'Button colour',
      article: 'Article',
      article_none: 'No article chosen',
      article_missing: 'This article no longer exists; choose another one.',
      article_pick: 'Choose an article',
      article_change: 'Choose another article',
      show_cover: 'Show cover image',
      latest_tag: 'Tag',
      latest_count: 'Number',
      latest_count_help: `The newest published items with this tag when the e-mail is prepared (1 to ${LATEST_BLOCK_MAX_ITEMS}).`,
      latest_locale: 'Language',
      latest_cover: 'With cover image',
    },
    picker: {
      title: 'Choose published content',
      search: 'Search by title',
      empty: 'No published content matches this search.',
      choose: 'Choose',
    },
    preview: {
      title: 'Preview',
      desktop: 'Desktop',
      mobile: 'Mobile',
      text: 'Plain text',
      frame_title: 'Preview of the e-mail',
      loading: 'Preview is being updated…',
      refused: 'The preview cannot be shown: %{reason}',
      regenerate: 'Regenerate from the blocks',
      text_edited: 'You edited this text: it no longer follows the blocks until you regenerate it.',
      text_generated: 'Generated from the blocks on every save. Edit it to keep your own text.',
    },
    preview_mail: {
      button: 'Preview e-mail',
      title: 'Send a preview e-mail',
      text: 'The template as saved, to these addresses only. An address of a known profile gets that person’s merge fields and articles.',
      to: 'E-mail addresses',
      to_help: 'Separate addresses with commas (at most %{max}).',
      send: 'Send',
      sent: 'Preview e-mail sent |||| Preview e-mail sent to %{smart_count} addresses',
      save_first: 'Save the template first to send a preview e-mail.',
      failed_title: 'Sending the preview e-mail failed',
      failed_text: 'The e-mail could not be sent right now. Please try again later.',
    },
  },
};

export const errorCodes = {
  design_invalid: 'The design of this template cannot be read.',
  design_too_many_blocks: 'This template has too many blocks.',
  block_invalid: 'Block %{block} cannot be read.',
  block_type_unknown: 'Block %{block} is of an unknown kind.',
  block_text_required: 'Block %{block}: fill in the text.',
  block_image_src: 'Block %{block}: choose an image.',
  block_image_alt: 'Block %{block}: the description is too long.',
  block_link_invalid: 'Block %{block}: the link must be a web address (https://…) or mailto:.',
  block_button_label: 'Block %{block}: fill in the button text.',
  block_color_invalid: 'Block %{block}: the colour must be a hex colour such as #333333.',
  block_article_required: 'Block %{block}: choose an article.',
  block_article_missing: 'Block %{block}: the chosen article is not published (any more).',
  block_latest_tag_required: 'Block %{block}: choose a tag.',
  block_latest_count: `Block %{block}: the number of articles must be a whole number from 1 to ${LATEST_BLOCK_MAX_ITEMS}.`,
  block_latest_tag_missing: 'Block %{block}: the chosen tag no longer exists.',
  preview_failed: 'Sending the preview e-mail failed. Please try again later.',
};
