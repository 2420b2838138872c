import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  maxLength,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { useWatch } from 'react-hook-form';
import { MediaInput } from '@/components/MediaInput';
import { ReferenceByName, ReferencesByName } from '@/components/ReferenceByNameInputs';
import { SlugInput } from '@/components/SlugInput';
import {
  ACCESS_LEVELS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  LEAD_ACCESS,
  PRE_MODERATION,
  REDIRECT_CODES,
  choicesOf,
} from './constants';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';

const Section = ({ titleKey, testId, children }: { titleKey: string; testId: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <section data-testid={testId} style={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      {children}
    </section>
  );
};

const half = { xs: 12, md: 6 };

/** Inputs that depend on the type: media for AUDIO/VIDEO, a file for DOWNLOAD, target+code for REDIRECT, category for PAGE. */
const TypeSection = ({ type }: { type: string | undefined }) => {
  if (type === 'AUDIO' || type === 'VIDEO')
    return (
      <Section titleKey="app.content.sections.media" testId="section-media">
        <TextInput source="mediaUrl" fullWidth helperText="app.content.media_url_help" />
        <MediaInput source="mediaFile" accept={type === 'AUDIO' ? 'audio/*' : 'video/*'} />
      </Section>
    );
  if (type === 'DOWNLOAD')
    return (
      <Section titleKey="app.content.sections.download" testId="section-download">
        <MediaInput source="downloadFile" />
      </Section>
    );
  if (type === 'REDIRECT')
    return (
      <Section titleKey="app.content.sections.redirect" testId="section-redirect">
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextInput
              source="redirectTarget"
              validate={required()}
              fullWidth
              helperText="app.content.redirect_target_help"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectInput
              source="redirectCode"
              validate={required()}
              choices={REDIRECT_CODES.map((code) => ({ id: code, name: `app.content.redirect_codes.${code}` }))}
              fullWidth
            />
          </Grid>
        </Grid>
      </Section>
    );
  if (type === 'PAGE')
    return (
      <Section titleKey="app.content.sections.page" testId="section-page">
        <ReferenceByName source="pageCategory" reference="content/pages/categories" />
      </Section>
    );
  return null;
};

const SchedulingSection = () => {
  const status = useWatch({ name: 'status' }) as string | undefined;
  return (
    <Section titleKey="app.content.sections.scheduling" testId="section-scheduling">
      <RadioButtonGroupInput source="status" choices={choicesOf('statuses', CONTENT_STATUSES)} />
      <Grid container columnSpacing={2}>
        {status === 'PLANNED' && (
          <Grid size={half}>
            <ZonedDateTimeInput source="publishAt" validate={required()} fullWidth />
          </Grid>
        )}
        {(status === 'PLANNED' || status === 'PUBLISHED') && (
          <Grid size={half}>
            <ZonedDateTimeInput source="unpublishAt" fullWidth helperText="app.content.unpublish_help" />
          </Grid>
        )}
      </Grid>
    </Section>
  );
};

/** A required choice from one of the content enums (labels app.content.{group}.{value}), half a row wide. */
const HalfRequiredSelect = ({
  source,
  group,
  values,
}: {
  source: string;
  group: string;
  values: readonly string[];
}) => (
  <Grid size={half}>
    <SelectInput source={source} choices={choicesOf(group, values)} validate={required()} fullWidth />
  </Grid>
);

const AccessSection = ({ preview }: { preview?: ReactNode }) => {
  const access = useWatch({ name: 'access' }) as string | undefined;
  const leadAccess = useWatch({ name: 'leadAccess' }) as string | undefined;
  return (
    <Section titleKey="app.content.sections.access" testId="section-access">
      <Grid container columnSpacing={2}>
        <HalfRequiredSelect source="access" group="access_levels" values={ACCESS_LEVELS} />
        {access === 'TAG' && (
          <Grid size={half}>
            <TextInput source="accessTag" validate={required()} fullWidth />
          </Grid>
        )}
        {access === 'LEADS' && <HalfRequiredSelect source="leadAccess" group="lead_access" values={LEAD_ACCESS} />}
        {access === 'LEADS' && leadAccess === 'HOURS' && (
          <Grid size={half}>
            <NumberInput source="leadAccessHours" min={1} step={1} validate={[required(), minValue(1)]} fullWidth />
          </Grid>
        )}
      </Grid>
      {preview}
    </Section>
  );
};

/**
 * The content form shared by Create and Edit. `fixedType` (pages, redirects) hides the type
 * choice; `accessPreview` is the "who can read this" panel of the Edit page.
 */
export const ContentInputs = ({
  create,
  fixedType,
  accessPreview,
}: {
  create: boolean;
  fixedType?: string;
  accessPreview?: ReactNode;
}) => {
  const watchedType = useWatch({ name: 'type' }) as string | undefined;
  const type = fixedType ?? watchedType;
  return (
    <>
      <Section titleKey="app.content.sections.main" testId="section-main">
        {!fixedType && <SelectInput source="type" choices={choicesOf('types', CONTENT_TYPES)} validate={required()} />}
        <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
        <SlugInput from="title" autoFill={create} />
        {type !== 'REDIRECT' && (
          <>
            <TextInput source="introduction" validate={maxLength(1000)} multiline minRows={2} fullWidth />
            <RichTextInput source="body" fullWidth />
            <MediaInput source="cover" accept="image/*" />
          </>
        )}
      </Section>
      <TypeSection type={type} />
      {type !== 'REDIRECT' && (
        <Section titleKey="app.content.sections.relations" testId="section-relations">
          <ReferencesByName source="authors" reference="content/authors" />
          <ReferencesByName source="tags" reference="content/tags" />
          <ReferencesByName source="categories" reference="content/categories" />
          <Grid container columnSpacing={2}>
            <Grid size={half}>
              <ReferenceByName source="highlightedCategory" reference="content/categories" />
            </Grid>
            <Grid size={half}>
              <ReferenceByName source="dossier" reference="content/dossiers" optionText="title" />
            </Grid>
          </Grid>
        </Section>
      )}
      <SchedulingSection />
      <AccessSection preview={accessPreview} />
      {type !== 'REDIRECT' && (
        <Section titleKey="app.content.sections.seo" testId="section-seo">
          <TextInput source="seoTitle" validate={maxLength(70)} fullWidth />
          <TextInput source="seoDescription" validate={maxLength(160)} multiline fullWidth />
        </Section>
      )}
      {type !== 'REDIRECT' && (
        <Section titleKey="app.content.sections.comments" testId="section-comments">
          <BooleanInput source="commentsEnabled" />
          <SelectInput source="preModeration" choices={choicesOf('pre_moderation', PRE_MODERATION)} />
        </Section>
      )}
    </>
  );
};

/** Starting values of a new content item. */
export const contentDefaults = (fixedType?: string): Record<string, unknown> => ({
  type: fixedType ?? 'ARTICLE',
  status: 'UNPUBLISHED',
  access: 'EVERYONE',
  leadAccess: 'ALWAYS',
  commentsEnabled: true,
  preModeration: 'SITE',
  redirectCode: fixedType === 'REDIRECT' ? 301 : undefined,
  authors: [],
  tags: [],
  categories: [],
});
