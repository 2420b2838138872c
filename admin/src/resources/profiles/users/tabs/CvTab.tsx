import { CV_RULES, MAX_HOURS_PER_WEEK, rules } from '@newsroom/config';
import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { MediaInput } from '@/components/MediaInput';
import { validationKey } from '@/providers/validationMessages';
import { CV_WORK_STATUSES, choicesOf, type CV_LISTS } from '../constants';
import { check } from '@/components/validators';
import { FieldGrid, full, half, maxLength, third, type GridField, type Width } from './FieldGrid';
import { Section } from './Section';

const whole = (max?: number) => [
  check(rules.integer),
  check(rules.minValue(0)),
  ...(max === undefined ? [] : [check(rules.maxValue(max))]),
];

/** An entry may not end before it starts, unless it is current (rule end_before_start). */
const notBeforeStart = (value: unknown, allValues: Record<string, unknown>, props?: { source?: string }) => {
  const match = /^cv\.(experience|education|courses)\.(\d+)\.endDate$/.exec(props?.source ?? '');
  if (!match || !value) return undefined;
  const cv = (allValues.cv ?? {}) as Record<string, Array<Record<string, unknown>> | undefined>;
  const entry = cv[match[1]]?.[Number(match[2])];
  if (!entry || entry.current === true || !entry.startDate) return undefined;
  return String(value) < String(entry.startDate) ? { message: validationKey('end_before_start'), args: {} } : undefined;
};

const entryLabel = (field: string) => `resources.users.fields.cv_entry.${field}`;
type CvList = (typeof CV_LISTS)[number];

const entryText = (source: string, label: string): GridField => ({
  kind: 'text',
  source,
  label: entryLabel(label),
  width: half,
  validate: maxLength(200),
});

/** Experience names the job and employer; education and courses the school and what was followed. */
const ENTRY_NAMES: Record<CvList, GridField[]> = {
  experience: [entryText('jobTitle', 'jobTitle'), entryText('company', 'company')],
  education: [entryText('school', 'school'), entryText('jobTitle', 'study')],
  courses: [entryText('school', 'institute'), entryText('jobTitle', 'course')],
};

/** An experience entry can be current; education ends in a diploma, a course in a certificate. */
const ENTRY_OUTCOME: Record<CvList, string> = { experience: 'current', education: 'diploma', courses: 'certificate' };

const entryFields = (list: CvList): GridField[] => [
  ...ENTRY_NAMES[list],
  { kind: 'date', source: 'startDate', label: entryLabel('startDate'), width: third },
  { kind: 'date', source: 'endDate', label: entryLabel('endDate'), width: third, validate: notBeforeStart },
  {
    kind: 'boolean',
    source: list === 'experience' ? 'current' : 'diploma',
    label: entryLabel(ENTRY_OUTCOME[list]),
    width: third,
    defaultValue: false,
  },
  {
    kind: 'text',
    source: 'description',
    label: entryLabel('description'),
    width: full,
    multiline: true,
    minRows: 2,
    validate: maxLength(5000),
  },
];

const EntryList = ({ list }: { list: CvList }) => {
  const translate = useTranslate();
  return (
    <Section titleKey={`app.users.cv.${list}`} testId={`cv-${list}`}>
      <ArrayInput source={`cv.${list}`} label={false}>
        <SimpleFormIterator
          disableReordering
          getItemLabel={(index) => translate('app.users.cv.entry', { number: index + 1 })}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <FieldGrid fields={entryFields(list)} sx={{ width: '100%' }} />
        </SimpleFormIterator>
      </ArrayInput>
    </Section>
  );
};

/** An amount stored in euro cents, typed in euros with cents (the shared money input). */
const euros = (source: string, width: Width, helperText: string): GridField => ({
  kind: 'money',
  source,
  width,
  validate: whole(),
  helperText,
});

const GENERAL: GridField[] = [
  {
    kind: 'select',
    source: 'cv.workStatus',
    width: third,
    choices: choicesOf('work_statuses', CV_WORK_STATUSES),
    validate: check(CV_RULES.workStatus[0]),
  },
  { kind: 'number', source: 'cv.experienceYears', width: third, min: 0, step: 1, validate: whole(100) },
  {
    kind: 'number',
    source: 'cv.hoursPerWeek',
    width: third,
    min: 0,
    max: MAX_HOURS_PER_WEEK,
    step: 1,
    validate: whole(MAX_HOURS_PER_WEEK),
  },
  euros('cv.salaryIndication', third, 'app.users.cv.euros'),
  { kind: 'text', source: 'cv.location', width: third, validate: maxLength(200) },
  {
    kind: 'number',
    source: 'cv.radius',
    width: third,
    min: 0,
    step: 1,
    validate: whole(),
    helperText: 'app.users.cv.km',
  },
];

const FREELANCE: GridField[] = [
  { kind: 'text', source: 'cv.freelance.profession', width: half, validate: maxLength(100) },
  euros('cv.freelance.hourlyFee', half, 'app.users.cv.euros_per_hour'),
  { kind: 'text', source: 'cv.freelance.location', width: half, validate: maxLength(200) },
  { kind: 'boolean', source: 'cv.freelance.published', width: half },
];

/** The CV: work status and wishes, the file, experience, education, courses and the freelance offer. */
export const CvTab = () => {
  // The saved CV (private) downloads through the profile; a file just chosen is not the profile's yet.
  const record = useRecordContext<{ documentId?: string; cv?: { file?: { id?: number } | null } | null }>();
  return (
    <>
      <Section titleKey="app.users.cv.general" textKey="app.users.cv.help" testId="cv-general">
        <FieldGrid fields={GENERAL} />
        <TextInput source="cv.about" multiline minRows={3} validate={maxLength(5000)} fullWidth />
        <BooleanInput source="cv.published" helperText="app.users.cv.published_help" />
        <MediaInput
          source="cv.file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          downloadHref={(file) =>
            record?.documentId && file.id === record.cv?.file?.id
              ? `/api/profiles/${record.documentId}/files/${file.id}`
              : undefined
          }
        />
      </Section>
      <EntryList list="experience" />
      <EntryList list="education" />
      <EntryList list="courses" />
      <Section titleKey="app.users.cv.freelance" testId="cv-freelance">
        <FieldGrid fields={FREELANCE} />
        <TextInput source="cv.freelance.assignment" multiline minRows={2} validate={maxLength(5000)} fullWidth />
      </Section>
    </>
  );
};
