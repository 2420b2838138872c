import { Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { TriggerInputs } from './TriggerInputs';
import { triggerPayload } from './triggerRefusals';

/** The read record carries the schedule's bookkeeping (next run, runs, history): the form sends its own fields only. */
export const TriggerEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="show" mutationMode="pessimistic">
      <ResourceForm edit testId="trigger-form" transform={triggerPayload}>
        <TriggerInputs />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);
