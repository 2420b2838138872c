import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NEWSLETTERS_PER_PROFILE } from '@newsroom/config';
import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  Labeled,
  NumberField,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '@/components/RecordPages';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { PROFILE_POPULATE, PROFILE_TAG_KINDS } from './constants';
import { useProfileCan } from './permissions';
import { AccountStatusField } from './ProfileFields';
import { ProfileTypeField } from './ProfileTypeField';
import { profileName } from './profileName';
import { NotesTab } from './tabs/NotesTab';
import type { ProfileTag } from './TagPicker';
import { apiUrl } from '@/providers/apiBase';

const ShowActions = () => {
  const can = useProfileCan();
  return <TopToolbar>{can.update && <EditButton />}</TopToolbar>;
};

const ShowTitle = () => {
  const record = useRecordContext();
  return <>{profileName(record)}</>;
};

const euros = (cents: unknown) =>
  typeof cents === 'number' ? (cents / 100).toLocaleString('nl-NL', { style: 'currency', currency: 'EUR' }) : '-';

const TagsAndNewsletters = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const expanded = (record?.expanded ?? {}) as {
    tags?: ProfileTag[];
    newsletters?: Array<{ documentId?: string; id: unknown; name: string }>;
  };
  const tags = expanded.tags ?? [];
  const newsletters = expanded.newsletters ?? [];
  return (
    <Stack spacing={2}>
      {PROFILE_TAG_KINDS.map((kind) => {
        const ofKind = tags.filter((tag) => (tag.kind ?? 'INTEREST') === kind);
        return (
          <Labeled key={kind} label={`app.users.tag_kinds_plural.${kind}`}>
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {ofKind.length ? (
                ofKind.map((tag) => <Chip key={String(tag.documentId ?? tag.id)} size="small" label={tag.name} />)
              ) : (
                <Typography variant="body2">-</Typography>
              )}
            </Stack>
          </Labeled>
        );
      })}
      <Labeled
        label={translate('app.users.newsletters.count', { count: newsletters.length, limit: NEWSLETTERS_PER_PROFILE })}
      >
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {newsletters.length ? (
            newsletters.map((n) => <Chip key={String(n.documentId ?? n.id)} size="small" label={n.name} />)
          ) : (
            <Typography variant="body2">-</Typography>
          )}
        </Stack>
      </Labeled>
    </Stack>
  );
};

const Addresses = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const addresses = (record?.addresses ?? []) as Array<Record<string, unknown>>;
  if (!addresses.length) return <EmptyState titleKey="app.users.addresses.empty" testId="addresses-empty" />;
  return (
    <Stack spacing={2}>
      {addresses.map((address, i) => (
        <div key={String(address.id ?? i)}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {[
              address.company,
              [address.firstName, address.lastName].filter(Boolean).join(' '),
              address.address,
              [address.postcode, address.city].filter(Boolean).join('  '),
              address.country,
            ]
              .filter(Boolean)
              .join('\n')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
            {address.defaultBilling === true && (
              <Chip size="small" color="primary" label={translate('app.users.addresses.defaultBilling')} />
            )}
            {address.defaultShipping === true && (
              <Chip size="small" color="primary" label={translate('app.users.addresses.defaultShipping')} />
            )}
          </Stack>
        </div>
      ))}
    </Stack>
  );
};

const CvEntries = ({ list }: { list: 'experience' | 'education' | 'courses' }) => {
  const translate = useTranslate();
  return (
    <Labeled label={`app.users.cv.${list}`} fullWidth>
      <ArrayField source={`cv.${list}`}>
        <DataTable bulkActionButtons={false} empty={<Typography variant="body2">-</Typography>}>
          <DataTable.Col source="startDate" label="resources.users.fields.cv_entry.startDate" />
          <DataTable.Col
            source="endDate"
            label="resources.users.fields.cv_entry.endDate"
            render={(entry) =>
              entry.current ? translate('resources.users.fields.cv_entry.current') : (entry.endDate ?? '')
            }
          />
          <DataTable.Col
            source="jobTitle"
            label={`resources.users.fields.cv_entry.${list === 'experience' ? 'jobTitle' : list === 'courses' ? 'course' : 'study'}`}
          />
          <DataTable.Col
            source={list === 'experience' ? 'company' : 'school'}
            label={`resources.users.fields.cv_entry.${list === 'experience' ? 'company' : list === 'courses' ? 'institute' : 'school'}`}
          />
          <DataTable.Col source="description" label="resources.users.fields.cv_entry.description" />
        </DataTable>
      </ArrayField>
    </Labeled>
  );
};

const Cv = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const cv = record?.cv as Record<string, unknown> | null | undefined;
  if (!cv) return <EmptyState titleKey="app.users.cv.empty" testId="cv-empty" />;
  const freelance = cv.freelance as Record<string, unknown> | null | undefined;
  return (
    <Stack spacing={1}>
      <Labeled label="resources.users.fields.cv.workStatus">
        <Typography variant="body2">
          {translate(`app.users.work_statuses.${String(cv.workStatus ?? 'UNKNOWN')}`)}
        </Typography>
      </Labeled>
      <NumberField source="cv.experienceYears" emptyText="-" />
      <NumberField source="cv.hoursPerWeek" emptyText="-" />
      <Labeled label="resources.users.fields.cv.salaryIndication">
        <Typography variant="body2">{euros(cv.salaryIndication)}</Typography>
      </Labeled>
      <TextField source="cv.location" emptyText="-" />
      <NumberField source="cv.radius" emptyText="-" />
      <TextField source="cv.about" emptyText="-" />
      <BooleanField source="cv.published" />
      {(cv.file as { url?: string; name?: string } | null)?.url && (
        <Labeled label="resources.users.fields.cv.file">
          <a href={apiUrl((cv.file as { url: string }).url)} target="_blank" rel="noreferrer">
            {(cv.file as { name?: string }).name ?? translate('app.users.cv.download')}
          </a>
        </Labeled>
      )}
      <CvEntries list="experience" />
      <CvEntries list="education" />
      <CvEntries list="courses" />
      {freelance && (
        <Labeled label="app.users.cv.freelance">
          <Typography variant="body2">
            {[freelance.profession, euros(freelance.hourlyFee), freelance.location].filter(Boolean).join(' · ')}
          </Typography>
        </Labeled>
      )}
    </Stack>
  );
};

const Notes = () => {
  const record = useRecordContext();
  return record?.id ? <NotesTab documentId={String(record.id)} /> : null;
};

/** /users/{id}/show: the profile read-only, in the same six tabs as the form. */
export const UserShow = () => {
  const locale = useLocale();
  return (
    <Show actions={<ShowActions />} title={<ShowTitle />} queryOptions={{ meta: { populate: PROFILE_POPULATE } }}>
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="app.users.tabs.details">
          <TextField source="firstName" emptyText="-" />
          <TextField source="lastName" emptyText="-" />
          <EmailField source="email" emptyText="-" />
          <Labeled source="type">
            <ProfileTypeField />
          </Labeled>
          <TextField source="screenName" emptyText="-" />
          <TextField source="phoneNumber" emptyText="-" />
          <TextField source="language" emptyText="-" />
          <TextField source="bio" emptyText="-" />
          <TextField source="twitter" emptyText="-" />
          <TextField source="instagram" emptyText="-" />
          <UrlField source="facebook" emptyText="-" />
          <UrlField source="linkedin" emptyText="-" />
          <UrlField source="website" emptyText="-" />
          <TextField source="source" emptyText="-" />
          <BooleanField source="optIn" />
          <BooleanField source="allowMessages" />
          <BooleanField source="emailNotifications" />
          <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.addresses">
          <Addresses />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.tags">
          <TagsAndNewsletters />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.notes">
          <Notes />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.cv">
          <Cv />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.account">
          <Labeled source="accountStatus">
            <AccountStatusField />
          </Labeled>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
