import {
  Create as RaCreate,
  Edit as RaEdit,
  Show as RaShow,
  useEditContext,
  useRedirect,
  useResourceContext,
  useResourceDefinition,
  useShowContext,
  type CreateProps,
  type EditProps,
  type RaRecord,
  type RedirectionSideEffect,
  type ShowProps,
} from 'react-admin';
import { useCreatedNotice } from './useCreatedNotice';

/*
 * The console's Create, Edit and Show: react-admin's, with the behaviour every record page shares.
 * Screens import these instead of react-admin's (the lint rule in eslint.config.mjs keeps it so).
 */

// The failed record read is rethrown while rendering, so the shell's error boundary shows the error
// screen by status (SPEC section 2: 404 not found, 401 unauthorized, else the server-error page).
const RethrowEditError = () => {
  const { error } = useEditContext();
  if (error) throw error;
  return null;
};
const RethrowShowError = () => {
  const { error } = useShowContext();
  if (error) throw error;
  return null;
};
// react-admin's own reaction (a toast and a jump to the list) is replaced by the error screen.
const quiet = () => undefined;

/** Edit: a record that cannot be read (missing, forbidden, server error) shows the error screen. */
export const Edit = <RecordType extends RaRecord = RaRecord>({ queryOptions, ...props }: EditProps<RecordType>) => (
  <RaEdit<RecordType>
    {...props}
    queryOptions={{ ...queryOptions, onError: queryOptions?.onError ?? quiet }}
    error={<RethrowEditError />}
  />
);

/** Show: a record that cannot be read shows the error screen, as on Edit. */
export const Show = <RecordType extends RaRecord = RaRecord>({ queryOptions, ...props }: ShowProps<RecordType>) => (
  <RaShow<RecordType>
    {...props}
    // The card may be narrower than its widest content (react-admin's flex item keeps min-width: auto), so a wide
    // table scrolls inside its own card instead of widening the page on a phone.
    sx={{ '& .RaShow-card': { minWidth: 0 }, ...props.sx }}
    queryOptions={{ ...queryOptions, onError: queryOptions?.onError ?? quiet }}
    error={<RethrowShowError />}
  />
);

/**
 * Create: after saving, the new record opens (its edit page, else its show page) and the toast names
 * it ("Artikel „Titel” aangemaakt"). A screen with its own onSuccess calls useCreatedNotice itself.
 */
export const Create = <
  RecordType extends Omit<RaRecord, 'id'> = RaRecord,
  ResultRecordType extends RaRecord = RaRecord,
>({
  mutationOptions,
  redirect: redirectTo,
  ...props
}: CreateProps<RecordType, Error, ResultRecordType>) => {
  const resource = useResourceContext(props);
  const { hasEdit, hasShow } = useResourceDefinition({ resource });
  const notifyCreated = useCreatedNotice(resource);
  const redirect = useRedirect();
  const target: RedirectionSideEffect = redirectTo ?? (hasEdit ? 'edit' : hasShow ? 'show' : 'list');
  return (
    <RaCreate<RecordType, ResultRecordType>
      {...props}
      redirect={target}
      mutationOptions={{
        ...mutationOptions,
        onSuccess:
          mutationOptions?.onSuccess ??
          ((record: ResultRecordType) => {
            notifyCreated(record);
            redirect(target, resource, record.id, record);
          }),
      }}
    />
  );
};
