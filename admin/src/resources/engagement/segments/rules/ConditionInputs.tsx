import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ACCOUNT_STATUSES,
  PROFILE_LANGUAGES,
  PROFILE_TAG_KINDS,
  PROFILE_TYPES,
  SEGMENT_CAMPAIGN_ACTIONS,
  SEGMENT_CONTENT_TAXONOMIES,
  SEGMENT_CREATED_SINCE,
  SEGMENT_SET_MATCHES,
  type SegmentCondition,
  type SegmentCreatedSince,
} from '@newsroom/config';
import { ChoiceList, ChoiceSelect, FreeValues, WholeNumber } from './fields';
import { RecordPicker } from './RecordPicker';

/** The inputs of one condition, by its type; every change hands the whole new condition up. */
export const ConditionInputs = ({
  condition,
  onChange,
}: {
  condition: SegmentCondition;
  onChange: (next: SegmentCondition) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.segments.inputs.${key}`);
  const set = (patch: Record<string, unknown>) => onChange({ ...condition, ...patch } as SegmentCondition);
  const choices = <T extends string>(ids: readonly T[], prefix: string) =>
    ids.map((id) => ({ id, name: translate(`${prefix}.${id}`, { _: id }) }));
  const matchChoice = (value: string) => (
    <ChoiceSelect
      label={t('match')}
      value={value}
      choices={SEGMENT_SET_MATCHES.map((id) => ({ id, name: t(`match_${id}`) }))}
      onChange={(match) => set({ match })}
      testId="condition-match"
    />
  );
  switch (condition.type) {
    case 'profileType':
      return (
        <ChoiceList
          label={t('values')}
          value={condition.values}
          choices={choices(PROFILE_TYPES, 'app.profile_types')}
          onChange={(values) => set({ values })}
          testId="condition-values"
        />
      );
    case 'accountStatus':
      return (
        <ChoiceList
          label={t('values')}
          value={condition.values}
          choices={choices(ACCOUNT_STATUSES, 'app.users.account_statuses')}
          onChange={(values) => set({ values })}
          testId="condition-values"
        />
      );
    case 'language':
      return (
        <ChoiceList
          label={t('values')}
          value={condition.values}
          choices={choices(PROFILE_LANGUAGES, 'app.users.languages')}
          onChange={(values) => set({ values })}
          testId="condition-values"
        />
      );
    case 'city':
    case 'source':
      return (
        <FreeValues
          label={t('values')}
          help={t('values_help')}
          value={condition.values}
          onChange={(values) => set({ values })}
          testId="condition-values"
        />
      );
    case 'postcode':
      return (
        <Stack direction="row" spacing={1}>
          <WholeNumber
            label={t('from')}
            value={condition.from}
            onChange={(from) => set({ from })}
            testId="postcode-from"
          />
          <WholeNumber label={t('to')} value={condition.to} onChange={(to) => set({ to })} testId="postcode-to" />
        </Stack>
      );
    case 'optIn':
      return (
        <ChoiceSelect
          label={translate('app.segments.types.optIn')}
          value={condition.value ? 'yes' : 'no'}
          choices={[
            { id: 'yes', name: t('opt_in_yes') },
            { id: 'no', name: t('opt_in_no') },
          ]}
          onChange={(value) => set({ value: value === 'yes' })}
          testId="condition-opt-in"
        />
      );
    case 'createdSince':
      return (
        <ChoiceSelect<SegmentCreatedSince>
          label={t('since')}
          value={condition.since}
          choices={(Object.keys(SEGMENT_CREATED_SINCE) as SegmentCreatedSince[]).map((id) => ({
            id,
            name: translate(`app.segments.since.${id}`),
          }))}
          onChange={(since) => set({ since })}
          testId="condition-since"
        />
      );
    case 'tags':
      return (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ChoiceSelect
            label={t('kind')}
            value={condition.kind}
            choices={choices(PROFILE_TAG_KINDS, 'app.users.tag_kinds')}
            // Tags of another kind do not belong to the new one.
            onChange={(kind) => set({ kind, ids: [] })}
            testId="condition-kind"
          />
          {matchChoice(condition.match)}
          <RecordPicker
            resource="profile-tags"
            label={t('tags')}
            filter={{ kind: condition.kind }}
            value={condition.ids}
            onChange={(ids) => set({ ids })}
            testId="condition-records"
          />
        </Stack>
      );
    case 'newsletters':
    case 'lists':
      return (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {matchChoice(condition.match)}
          <RecordPicker
            resource={condition.type === 'lists' ? 'mail-lists' : 'newsletters'}
            label={t(condition.type)}
            value={condition.ids}
            onChange={(ids) => set({ ids })}
            testId="condition-records"
          />
        </Stack>
      );
    case 'subscription':
      return (
        <RecordPicker
          resource="products"
          label={t('products')}
          filter={{ type: 'SUBSCRIPTION' }}
          value={condition.ids}
          onChange={(ids) => set({ ids })}
          testId="condition-records"
        />
      );
    case 'campaign':
      return (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ChoiceSelect
            label={t('action')}
            value={condition.action}
            choices={SEGMENT_CAMPAIGN_ACTIONS.map((id) => ({ id, name: t(`action_${id}`) }))}
            onChange={(action) => set({ action })}
            testId="condition-action"
          />
          <RecordPicker
            resource="campaigns"
            multiple={false}
            label={condition.campaign === null ? `${t('campaign')}: ${t('any_campaign')}` : t('campaign')}
            value={condition.campaign ? [condition.campaign] : []}
            onChange={(ids) => set({ campaign: ids[0] ?? null })}
            testId="condition-records"
          />
          <WholeNumber
            label={t('days')}
            help={t('days_help')}
            value={condition.days}
            onChange={(days) => set({ days })}
            testId="condition-days"
          />
        </Stack>
      );
    case 'contentViewed':
      return (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ChoiceSelect
            label={t('taxonomy')}
            value={condition.taxonomy}
            choices={SEGMENT_CONTENT_TAXONOMIES.map((id) => ({ id, name: t(`taxonomy_${id}`) }))}
            onChange={(taxonomy) => set({ taxonomy, ids: [] })}
            testId="condition-taxonomy"
          />
          <RecordPicker
            resource={condition.taxonomy === 'tag' ? 'tags' : 'categories'}
            label={t(condition.taxonomy === 'tag' ? 'content_tags' : 'categories')}
            value={condition.ids}
            onChange={(ids) => set({ ids })}
            testId="condition-records"
          />
          <WholeNumber
            label={t('days')}
            value={condition.days}
            onChange={(days) => set({ days: days ?? 0 })}
            testId="condition-days"
          />
        </Stack>
      );
  }
};
