import { Create } from 'react-admin';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ContentInputs, contentDefaults } from './ContentInputs';
import { useFixedValues } from './useFixedValues';

export const ContentCreate = () => {
  const fixedType = useFixedValues()?.type;
  return (
    <UnsavedChangesScope>
      <Create redirect="list">
        <ResourceForm defaultValues={contentDefaults(fixedType)} testId="content-form">
          <ContentInputs create fixedType={fixedType} />
        </ResourceForm>
      </Create>
    </UnsavedChangesScope>
  );
};
