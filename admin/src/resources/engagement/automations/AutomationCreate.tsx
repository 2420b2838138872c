import { Create } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { AutomationInputs } from './AutomationInputs';
import { automationPayload } from './automationText';

/** A new automation sends at once and is on, unless the user says otherwise. */
export const AutomationCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="list">
      <ResourceForm
        testId="automation-form"
        defaultValues={{ event: 'PROFILE_CREATED', delayMinutes: 0, active: true }}
        transform={automationPayload}
      >
        <AutomationInputs />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);
