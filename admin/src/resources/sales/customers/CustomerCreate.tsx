import { useRef } from 'react';
import { useDataProvider, useNotify, useRedirect, useTranslate, type CreateParams, type RaRecord } from 'react-admin';
import { Create } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { useCreatedNotice } from '@/components/useCreatedNotice';
import { CustomerForm } from './CustomerForm';
import { createWarningText } from './employees/employeeErrors';

type Warning = { code?: string; email?: string; message?: string };

/**
 * /sales/customers/create. The save goes through the data provider as usual, but keeps the answer's
 * meta.warnings: employees who belong to another customer were not added although the customer was
 * (SPEC section 8), and the user must hear that instead of a plain "created". Then the new customer
 * opens, so its employees and addresses can be looked after.
 */
export const CustomerCreate = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyCreated = useCreatedNotice('sales/customers');
  const translate = useTranslate();
  const warnings = useRef<Warning[]>([]);

  const mutationFn = async ({
    resource,
    data,
    meta,
  }: {
    resource?: string;
    data?: Partial<RaRecord>;
    meta?: unknown;
  }) => {
    const result = await dataProvider.create(resource ?? 'sales/customers', { data, meta } as CreateParams);
    warnings.current = Array.isArray(result.meta?.warnings) ? (result.meta.warnings as Warning[]) : [];
    return result.data;
  };
  const onSuccess = (record: RaRecord) => {
    if (warnings.current.length) {
      const details = warnings.current.map((warning) => createWarningText(warning, translate)).join(' ');
      notify('app.customers.employees.created_with_warnings', {
        type: 'warning',
        messageArgs: { details },
        autoHideDuration: 15_000,
      });
    } else {
      notifyCreated(record);
    }
    redirect('edit', 'sales/customers', record.id, record);
  };

  return (
    <UnsavedChangesScope>
      <Create mutationOptions={{ mutationFn, onSuccess }}>
        <CustomerForm edit={false} />
      </Create>
    </UnsavedChangesScope>
  );
};
