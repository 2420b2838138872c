import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetMany,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LATEST_BLOCK_MAX_ITEMS, type EmailBlockType } from '@newsroom/config';
import { MediaInput } from '@/components/MediaInput';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { CONTENT_LOCALES } from '@/resources/content/content/constants';
import { ArticlePicker, type PickedArticle } from './ArticlePicker';
import { apiUrl } from '@/providers/apiBase';

const T = 'app.mailTemplates.blocks';

/** An image block: the upload through the shared media input; a stored block shows its image until replaced. */
const ImageFields = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const [src, media] = useWatch({ name: [`${path}.src`, `${path}.media`] });
  return (
    <>
      {src && !media && (
        <Box
          component="img"
          src={apiUrl(src as string | undefined)}
          alt=""
          sx={{ maxWidth: 240, maxHeight: 160, display: 'block' }}
        />
      )}
      <MediaInput source={`${path}.media`} accept="image/*" />
      <TextInput source={`${path}.alt`} label={translate(`${T}.alt`)} fullWidth />
      <TextInput source={`${path}.href`} label={translate(`${T}.href`)} fullWidth />
    </>
  );
};

/**
 * The picked item's current title, read by its documentId (a block stores no title of its own, and one
 * saved at pick time would go stale); a warning when the item no longer exists.
 */
const ArticleTitle = ({ documentId, picked }: { documentId: string; picked?: string }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetMany('content', { ids: [documentId] });
  const found = data?.[0] as { title?: string } | undefined;
  if (!isPending && !found)
    return (
      <Typography variant="body2" color="warning.main" data-testid="article-block-title">
        {translate(`${T}.article_missing`)}
      </Typography>
    );
  return (
    <Typography variant="body2" data-testid="article-block-title">
      {found?.title ?? picked ?? '…'}
    </Typography>
  );
};

const ArticleFields = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [open, setOpen] = useState(false);
  const [documentId, title] = useWatch({ name: [`${path}.documentId`, `${path}.title`] });
  const pick = (article: PickedArticle) => {
    setValue(`${path}.documentId`, article.documentId, { shouldDirty: true });
    setValue(`${path}.title`, article.title, { shouldDirty: true });
    if (article.locale) setValue(`${path}.locale`, article.locale, { shouldDirty: true });
    setOpen(false);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {documentId ? (
        <ArticleTitle documentId={documentId} picked={title} />
      ) : (
        <Typography variant="body2" data-testid="article-block-title">
          {translate(`${T}.article_none`)}
        </Typography>
      )}
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="article-block-pick">
        {translate(documentId ? `${T}.article_change` : `${T}.article_pick`)}
      </Button>
      <BooleanInput source={`${path}.showCover`} label={translate(`${T}.show_cover`)} defaultValue />
      <ArticlePicker open={open} onClose={() => setOpen(false)} onPick={pick} />
    </Box>
  );
};

/**
 * A latest block: a content tag (chosen by typing its name, as the content screens do), how many of the newest
 * published items with it (1..LATEST_BLOCK_MAX_ITEMS), their language and whether their covers show.
 */
const LatestFields = ({ path }: { path: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'stretch' }}>
      <ReferenceInput source={`${path}.tag`} reference="content/tags">
        <AutocompleteInput optionText="name" label={translate(`${T}.latest_tag`)} fullWidth />
      </ReferenceInput>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NumberInput
          source={`${path}.count`}
          label={translate(`${T}.latest_count`)}
          helperText={translate(`${T}.latest_count_help`)}
          min={1}
          max={LATEST_BLOCK_MAX_ITEMS}
          step={1}
          sx={{ flex: '1 1 200px' }}
        />
        <SelectInput
          source={`${path}.locale`}
          label={translate(`${T}.latest_locale`)}
          choices={translatedChoices('app.content.locales', CONTENT_LOCALES)}
          defaultValue="nl"
          sx={{ flex: '0 1 160px' }}
        />
      </Box>
      <BooleanInput source={`${path}.showCover`} label={translate(`${T}.latest_cover`)} defaultValue />
    </Box>
  );
};

/** The inputs of one block, by its type; sources are `design.blocks.<index>.<field>`. */
export const BlockFields = ({ type, path }: { type: EmailBlockType; path: string }) => {
  const translate = useTranslate();
  switch (type) {
    case 'text':
      return (
        <TextInput
          source={`${path}.html`}
          label={translate(`${T}.html`)}
          helperText={translate(`${T}.html_help`)}
          multiline
          minRows={3}
          fullWidth
        />
      );
    case 'image':
      return <ImageFields path={path} />;
    case 'button':
      return (
        <>
          <TextInput source={`${path}.label`} label={translate(`${T}.label`)} fullWidth />
          <TextInput source={`${path}.href`} label={translate(`${T}.button_href`)} fullWidth />
          <TextInput source={`${path}.color`} label={translate(`${T}.color`)} placeholder="#333333" />
        </>
      );
    case 'article':
      return <ArticleFields path={path} />;
    case 'latest':
      return <LatestFields path={path} />;
    default:
      return null;
  }
};
