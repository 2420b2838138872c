import { Create } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ContentInputs, contentDefaults } from './ContentInputs';
import { editPath } from './ContentList';
import { useFixedValues } from './useFixedValues';

export const ContentCreate = () => {
  const fixedType = useFixedValues()?.type;
  return (
    <UnsavedChangesScope>
      <Create redirect={(resource, id, data) => editPath(id ?? '', resource ?? 'content', { id: id ?? '', ...data })}>
        <ResourceForm defaultValues={contentDefaults(fixedType)} testId="content-form">
          <ContentInputs create fixedType={fixedType} />
        </ResourceForm>
      </Create>
    </UnsavedChangesScope>
  );
};
