import { TextInput, type ResourceProps } from 'react-admin';
import { emptySegmentRules, rules, SEGMENT_DESCRIPTION_MAX, SEGMENT_NAME_MAX } from '@newsroom/config';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { check } from '@/components/validators';
import { RecipientsPanel } from './RecipientsPanel';
import { RulesInput } from './RulesInput';
import { SegmentLimitNotice } from './SegmentLimitNotice';
import { SegmentList } from './SegmentList';

/** What the form sends: the server owns the counts and the creator. */
const writable = ({ name, description, rules: tree }: Record<string, unknown>) => ({ name, description, rules: tree });

const SegmentInputs = () => (
  <>
    <TextInput source="name" validate={[check(rules.required), check(rules.maxLength(SEGMENT_NAME_MAX))]} fullWidth />
    <TextInput
      source="description"
      validate={check(rules.maxLength(SEGMENT_DESCRIPTION_MAX))}
      multiline
      minRows={2}
      fullWidth
    />
    <RulesInput />
  </>
);

const SegmentCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm testId="segment-form" defaultValues={{ rules: emptySegmentRules() }} transform={writable}>
        <SegmentLimitNotice />
        <SegmentInputs />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const SegmentEdit = () => (
  <UnsavedChangesScope>
    <Edit mutationMode="pessimistic">
      <ResourceForm edit testId="segment-form" transform={writable}>
        <SegmentInputs />
      </ResourceForm>
      <RecipientsPanel />
    </Edit>
  </UnsavedChangesScope>
);

/** `/mail/segments` (SPEC 2): segments for campaigns, with the rule builder, live count and recipients. */
export const segmentsResource: Omit<ResourceProps, 'name'> = {
  list: SegmentList,
  create: SegmentCreate,
  edit: SegmentEdit,
};
