import type { ResourceProps } from 'react-admin';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { PartnerInputs } from './PartnerInputs';
import { PartnerList } from './PartnerList';

const PartnerCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm testId="partner-form" defaultValues={{ country: 'NL', contacts: [] }}>
        <PartnerInputs create />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const PartnerEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="list" mutationMode="pessimistic">
      <ResourceForm edit testId="partner-form">
        <PartnerInputs create={false} />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/partners` (SPEC section 2): partners with their address, contact persons, social links and events. */
export const partnersResource: Omit<ResourceProps, 'name'> = {
  list: PartnerList,
  create: PartnerCreate,
  edit: PartnerEdit,
};
