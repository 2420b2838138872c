import { Create } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { TriggerInputs } from './TriggerInputs';
import { triggerPayload } from './triggerRefusals';

/** A new trigger repeats and is on, unless the user says otherwise. */
export const TriggerCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="show">
      <ResourceForm
        testId="trigger-form"
        defaultValues={{ executeOnce: false, active: true }}
        transform={triggerPayload}
      >
        <TriggerInputs />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);
