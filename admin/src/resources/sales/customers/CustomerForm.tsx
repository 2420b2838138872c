import { DeleteButton, SaveButton, TabbedForm, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import { usePermitted } from '@/components/usePermitted';
import { useSubmitWithFieldErrors } from '@/components/useSubmitWithFieldErrors';
import { AddressesInput } from './AddressesInput';
import { CUSTOMER_DEFAULTS, customerPayload } from './customerPayload';
import { CustomerInputs } from './CustomerInputs';
import { EmployeesInput } from './employees/EmployeesInput';
import { EmployeesTab } from './employees/EmployeesTab';
import { CustomerInvoicesTab } from './tabs/CustomerInvoicesTab';
import { CustomerOrdersTab } from './tabs/CustomerOrdersTab';
import { CustomerSubscriptionsTab } from './tabs/CustomerSubscriptionsTab';
import { MandatesTab } from './tabs/MandatesTab';
import { VacancyCreditsTab } from './tabs/VacancyCreditsTab';

const FormToolbar = ({ edit }: { edit: boolean }) => {
  const { isSubmitting } = useFormState();
  const canDelete = usePermitted('delete');
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton disabled={isSubmitting} data-testid="customer-save" />
      {edit && canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
};

const createPayload = customerPayload({ create: true });
const editPayload = customerPayload({ create: false });

/**
 * The customer, shared by create and edit. Overview and addresses are saved with the form's Save (a
 * refused save keeps the typed values and puts the server's messages on the fields). On a new
 * customer the employees tab lists people to invite; on a saved one the employees and mandates tabs act
 * at once, and subscriptions, invoices, orders and vacancy credits are read-only.
 */
export const CustomerForm = ({ edit }: { edit: boolean }) => {
  const onSubmit = useSubmitWithFieldErrors(edit ? editPayload : createPayload);
  const tab = (key: string) => ({ label: `app.customers.tabs.${key}`, 'data-testid': `tab-${key}` });
  // The vacancy credits tab only for who may read them (GET /api/vacancy-credits: api::vacancy.vacancy.credits).
  const mayReadCredits = usePermitted('credits', 'vacancies');
  return (
    <TabbedForm
      onSubmit={onSubmit}
      defaultValues={edit ? undefined : CUSTOMER_DEFAULTS}
      toolbar={<FormToolbar edit={edit} />}
      syncWithLocation={false}
      data-testid="customer-form"
      sx={{ maxWidth: 1100 }}
    >
      <TabbedForm.Tab {...tab('overview')}>
        <TrackUnsavedChanges />
        <CustomerInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab {...tab('addresses')}>
        <AddressesInput />
      </TabbedForm.Tab>
      {edit && (
        <TabbedForm.Tab {...tab('subscriptions')}>
          <CustomerSubscriptionsTab />
        </TabbedForm.Tab>
      )}
      <TabbedForm.Tab {...tab('employees')}>{edit ? <EmployeesTab /> : <EmployeesInput />}</TabbedForm.Tab>
      {edit && (
        <TabbedForm.Tab {...tab('mandates')}>
          <MandatesTab />
        </TabbedForm.Tab>
      )}
      {edit && (
        <TabbedForm.Tab {...tab('invoices')}>
          <CustomerInvoicesTab />
        </TabbedForm.Tab>
      )}
      {edit && (
        <TabbedForm.Tab {...tab('orders')}>
          <CustomerOrdersTab />
        </TabbedForm.Tab>
      )}
      {edit && mayReadCredits && (
        <TabbedForm.Tab {...tab('vacancy_credits')}>
          <VacancyCreditsTab />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
};
