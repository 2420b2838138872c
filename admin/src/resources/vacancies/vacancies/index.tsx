import type { ResourceProps } from 'react-admin';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ApplicationsCard } from './ApplicationsCard';
import { VacancyInputs } from './VacancyInputs';
import { VacancyList } from './VacancyList';

const VacancyCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm
        testId="vacancy-form"
        defaultValues={{ status: 'DRAFT', employmentType: 'FULL_TIME', salaryPeriod: 'MONTH', highlighted: false }}
      >
        <VacancyInputs create />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const VacancyEdit = () => (
  <>
    <UnsavedChangesScope>
      <Edit redirect="list" mutationMode="pessimistic">
        <ResourceForm edit testId="vacancy-form">
          <VacancyInputs create={false} />
        </ResourceForm>
      </Edit>
    </UnsavedChangesScope>
    <ApplicationsCard />
  </>
);

/** `/vacancies` (SPEC section 2): every customer's vacancies, their applications on the edit page. */
export const vacanciesResource: Omit<ResourceProps, 'name'> = {
  list: VacancyList,
  create: VacancyCreate,
  edit: VacancyEdit,
};
