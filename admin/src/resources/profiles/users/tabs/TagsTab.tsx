import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { NEWSLETTERS_PER_PROFILE } from '@newsroom/config';
import { useRef } from 'react';
import { AutocompleteArrayInput, ReferenceArrayInput, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { validationKey } from '@/providers/validationMessages';
import { PROFILE_TAG_KINDS } from '../constants';
import { useProfileCan } from '../permissions';
import { TagPicker, tagKey, type ProfileTag } from '../TagPicker';
import { Section } from './Section';

/**
 * The `tags` relation (documentIds) edited as one picker per kind: access, event and interest tags.
 * The tag objects come from the loaded record (`expanded.tags`) and from what the user picks.
 */
const TagsByKindInput = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source: 'tags', defaultValue: [] });
  const known = useRef(new Map<string, ProfileTag>());
  for (const tag of ((record?.expanded as { tags?: ProfileTag[] } | undefined)?.tags ?? []) as ProfileTag[]) {
    if (!known.current.has(tagKey(tag))) known.current.set(tagKey(tag), tag);
  }
  const ids = (Array.isArray(field.value) ? field.value : []).map(String);

  const change = (kind: string, picked: ProfileTag[]) => {
    picked.forEach((tag) => known.current.set(tagKey(tag), tag));
    const others = ids.filter((id) => (known.current.get(id)?.kind ?? 'INTEREST') !== kind);
    field.onChange([...others, ...picked.map(tagKey)]);
  };

  return (
    <Stack spacing={2}>
      {PROFILE_TAG_KINDS.map((kind) => (
        <div key={kind} data-testid={`tags-${kind}`}>
          <TagPicker
            kind={kind}
            label={translate(`app.users.tag_kinds_plural.${kind}`)}
            helperText={translate(`app.users.tags.help_${kind}`)}
            value={ids
              .map((id) => known.current.get(id))
              .filter((tag): tag is ProfileTag => !!tag && (tag.kind ?? 'INTEREST') === kind)}
            onChange={(picked) => change(kind, picked)}
            testId={`tags-input-${kind}`}
          />
        </div>
      ))}
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
      )}
    </Stack>
  );
};

const newsletterLimit = (value: unknown) =>
  Array.isArray(value) && value.length > NEWSLETTERS_PER_PROFILE
    ? { message: validationKey('newsletter_limit'), args: { limit: NEWSLETTERS_PER_PROFILE } }
    : undefined;

/** Newsletters with the limit in view: "3 of at most 25". */
const NewslettersInput = () => {
  const translate = useTranslate();
  const chosen = useWatch({ name: 'newsletters' }) as unknown[] | undefined;
  const count = Array.isArray(chosen) ? chosen.length : 0;
  return (
    <ReferenceArrayInput
      source="newsletters"
      reference="newsletters"
      perPage={50}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        optionText="name"
        label="resources.users.fields.newsletters"
        filterToQuery={(q: string) => (q ? { name_containsi: q } : {})}
        validate={newsletterLimit}
        helperText={translate('app.users.newsletters.count', { count, limit: NEWSLETTERS_PER_PROFILE })}
        getOptionDisabled={(option: { id: unknown }) =>
          count >= NEWSLETTERS_PER_PROFILE && !(chosen ?? []).map(String).includes(String(option.id))
        }
        fullWidth
      />
    </ReferenceArrayInput>
  );
};

/** Tags grouped by kind, and newsletters with the limit of 25. */
export const TagsTab = () => {
  const can = useProfileCan();
  const translate = useTranslate();
  return (
    <>
      <Section titleKey="app.users.sections.tags" textKey="app.users.tags.help" testId="section-tags">
        {can.tagsFind ? (
          <TagsByKindInput />
        ) : (
          <FormHelperText>{translate('app.users.tags.not_allowed')}</FormHelperText>
        )}
      </Section>
      <Section
        titleKey="app.users.sections.newsletters"
        textKey="app.users.newsletters.help"
        args={{ limit: NEWSLETTERS_PER_PROFILE }}
        testId="section-newsletters"
      >
        {can.newslettersFind ? (
          <NewslettersInput />
        ) : (
          <FormHelperText>{translate('app.users.newsletters.not_allowed')}</FormHelperText>
        )}
      </Section>
    </>
  );
};
