import { Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { AutomationInputs } from './AutomationInputs';
import { automationPayload } from './automationText';

/** The read record carries the counters and history: the form sends its own fields only. */
export const AutomationEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="list" mutationMode="pessimistic" queryOptions={{ meta: { populate: ['campaign', 'list', 'tag'] } }}>
      <ResourceForm edit testId="automation-form" transform={automationPayload}>
        <AutomationInputs />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);
