import Alert from '@mui/material/Alert';
import { SaveButton, TabbedForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import { useSubmitWithFieldErrors } from '@/components/useSubmitWithFieldErrors';
import { PROFILE_DEFAULTS, profilePayload } from './profilePayload';
import { AccountTab } from './tabs/AccountTab';
import { AddressesTab } from './tabs/AddressesTab';
import { CvTab } from './tabs/CvTab';
import { DetailsTab } from './tabs/DetailsTab';
import { NotesTab } from './tabs/NotesTab';
import { TagsTab } from './tabs/TagsTab';
import { MAIL_ACTIVITY_ACTION, MailActivityTab } from './tabs/MailActivityTab';
import { useAllowedActions } from '@/providers/useMe';

const FormToolbar = () => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar>
      <SaveButton disabled={isSubmitting} data-testid="profile-save" />
    </Toolbar>
  );
};

/** Notes and account act on a saved profile; on a new one the tab says so. */
const AfterCreate = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate('app.users.after_create')}</Alert>;
};

const Notes = () => {
  const record = useRecordContext();
  return record?.id ? <NotesTab documentId={String(record.id)} /> : <AfterCreate />;
};

const MailActivity = () => {
  const record = useRecordContext();
  return record?.id ? <MailActivityTab documentId={String(record.id)} /> : <AfterCreate />;
};

/** The form's tabs in order: their name (label app.users.tabs.{name} unless given, test id tab-{name}) and content. */
const tabsOf = (edit: boolean, mailActivity: boolean) => [
  {
    name: 'details',
    content: (
      <>
        <TrackUnsavedChanges />
        <DetailsTab />
      </>
    ),
  },
  { name: 'addresses', content: <AddressesTab /> },
  { name: 'tags', content: <TagsTab /> },
  { name: 'notes', content: <Notes /> },
  { name: 'cv', content: <CvTab /> },
  { name: 'account', content: edit ? <AccountTab /> : <AfterCreate /> },
  // Engagement: the campaigns this profile received, opened and clicked (its own action).
  ...(edit && mailActivity ? [{ name: 'mail', label: 'app.mail_activity.tab', content: <MailActivity /> }] : []),
];

/**
 * The staff form of a profile, shared by create and edit: six tabs (details, addresses, tags and
 * newsletters, notes, CV, account). Save sends details, addresses, tags, newsletters and CV in one
 * PUT; notes and account actions take effect at once. A refused save keeps the typed values and
 * puts the server's messages (by code, in the user's language) on the fields and marks their tab.
 */
export const ProfileForm = ({ edit }: { edit: boolean }) => {
  const onSubmit = useSubmitWithFieldErrors(profilePayload);
  const mailActivity = useAllowedActions().includes(MAIL_ACTIVITY_ACTION);
  return (
    <TabbedForm
      onSubmit={onSubmit}
      defaultValues={edit ? undefined : PROFILE_DEFAULTS}
      toolbar={<FormToolbar />}
      syncWithLocation={false}
      data-testid="profile-form"
    >
      {tabsOf(edit, mailActivity).map(
        ({ name, label, content }: { name: string; label?: string; content: JSX.Element }) => (
          <TabbedForm.Tab key={name} label={label ?? `app.users.tabs.${name}`} data-testid={`tab-${name}`}>
            {content}
          </TabbedForm.Tab>
        ),
      )}
    </TabbedForm>
  );
};
