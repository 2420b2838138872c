import type { ReactNode } from 'react';
import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { TrackUnsavedChanges } from './UnsavedChanges';
import { usePermitted } from './usePermitted';
import { useSubmitWithFieldErrors } from './useSubmitWithFieldErrors';

const FormToolbar = ({ canDelete, mutationMeta }: { canDelete: boolean; mutationMeta?: Record<string, unknown> }) => {
  const { formState } = useFormContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton disabled={formState.isSubmitting} />
      {canDelete && (
        <DeleteButton mutationMode="pessimistic" mutationOptions={mutationMeta ? { meta: mutationMeta } : undefined} />
      )}
    </Toolbar>
  );
};

/**
 * The form of a Create or Edit page: server field errors on the inputs (typed values kept), the
 * unsaved-changes guard, and a delete button (with confirmation) only for users who may delete.
 */
export const ResourceForm = ({
  children,
  edit,
  defaultValues,
  transform,
  testId,
  mutationMeta,
  wide,
}: {
  children: ReactNode;
  /** The page's whole width (inputs beside a preview); plain forms stay 960 px at most, for readable lines. */
  wide?: boolean;
  /** Passed to the delete call too, e.g. the locale of the language version being edited. */
  mutationMeta?: Record<string, unknown>;
  edit?: boolean;
  defaultValues?: Record<string, unknown>;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  testId?: string;
}) => {
  const onSubmit = useSubmitWithFieldErrors(transform);
  const canDelete = usePermitted('delete');
  return (
    <SimpleForm
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      toolbar={<FormToolbar canDelete={!!edit && canDelete} mutationMeta={mutationMeta} />}
      data-testid={testId}
      sx={{ maxWidth: wide ? 'none' : 960 }}
    >
      <TrackUnsavedChanges />
      {children}
    </SimpleForm>
  );
};
