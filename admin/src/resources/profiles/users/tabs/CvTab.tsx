import Grid from '@mui/material/Grid';
import { CV_RULES, MAX_HOURS_PER_WEEK, rules } from '@newsroom/config';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MediaInput } from '@/components/MediaInput';
import { validationKey } from '@/providers/validationMessages';
import { CV_WORK_STATUSES, choicesOf, type CV_LISTS } from '../constants';
import { check } from '@/components/validators';
import { half, Section, third } from './Section';

/** Money is stored in euro cents (salaryIndication, hourlyFee) and typed in euros. */
const centsToEuros = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : Number(value) / 100;
const eurosToCents = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : value;
};

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

/** Experience lists the job and employer; education and courses the school and what was followed. */
const EntryList = ({ list }: { list: (typeof CV_LISTS)[number] }) => {
  const translate = useTranslate();
  const work = list === 'experience';
  return (
    <Section titleKey={`app.users.cv.${list}`} testId={`cv-${list}`}>
      <ArrayInput source={`cv.${list}`} label={false}>
        <SimpleFormIterator
          disableReordering
          getItemLabel={(index) => translate('app.users.cv.entry', { number: index + 1 })}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <Grid container columnSpacing={2} sx={{ width: '100%' }}>
            {work ? (
              <>
                <Grid size={half}>
                  <TextInput
                    source="jobTitle"
                    label={entryLabel('jobTitle')}
                    validate={check(rules.maxLength(200))}
                    fullWidth
                  />
                </Grid>
                <Grid size={half}>
                  <TextInput
                    source="company"
                    label={entryLabel('company')}
                    validate={check(rules.maxLength(200))}
                    fullWidth
                  />
                </Grid>
              </>
            ) : (
              <>
                <Grid size={half}>
                  <TextInput
                    source="school"
                    label={entryLabel(list === 'courses' ? 'institute' : 'school')}
                    validate={check(rules.maxLength(200))}
                    fullWidth
                  />
                </Grid>
                <Grid size={half}>
                  <TextInput
                    source="jobTitle"
                    label={entryLabel(list === 'courses' ? 'course' : 'study')}
                    validate={check(rules.maxLength(200))}
                    fullWidth
                  />
                </Grid>
              </>
            )}
            <Grid size={third}>
              <DateInput source="startDate" label={entryLabel('startDate')} fullWidth />
            </Grid>
            <Grid size={third}>
              <DateInput source="endDate" label={entryLabel('endDate')} validate={notBeforeStart} fullWidth />
            </Grid>
            <Grid size={third}>
              {work ? (
                <BooleanInput source="current" label={entryLabel('current')} defaultValue={false} />
              ) : (
                <BooleanInput
                  source="diploma"
                  label={entryLabel(list === 'courses' ? 'certificate' : 'diploma')}
                  defaultValue={false}
                />
              )}
            </Grid>
            <Grid size={12}>
              <TextInput
                source="description"
                label={entryLabel('description')}
                multiline
                minRows={2}
                validate={check(rules.maxLength(5000))}
                fullWidth
              />
            </Grid>
          </Grid>
        </SimpleFormIterator>
      </ArrayInput>
    </Section>
  );
};

/** The CV: work status and wishes, the file, experience, education, courses and the freelance offer. */
export const CvTab = () => {
  // The saved CV (private) downloads through the profile; a file just chosen is not the profile's yet.
  const record = useRecordContext<{ documentId?: string; cv?: { file?: { id?: number } | null } | null }>();
  return (
    <>
      <Section titleKey="app.users.cv.general" textKey="app.users.cv.help" testId="cv-general">
        <Grid container columnSpacing={2}>
          <Grid size={third}>
            <SelectInput
              source="cv.workStatus"
              choices={choicesOf('work_statuses', CV_WORK_STATUSES)}
              validate={check(CV_RULES.workStatus[0])}
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <NumberInput source="cv.experienceYears" min={0} step={1} validate={whole(100)} fullWidth />
          </Grid>
          <Grid size={third}>
            <NumberInput
              source="cv.hoursPerWeek"
              min={0}
              max={MAX_HOURS_PER_WEEK}
              step={1}
              validate={whole(MAX_HOURS_PER_WEEK)}
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <NumberInput
              source="cv.salaryIndication"
              min={0}
              step={100}
              format={centsToEuros}
              parse={eurosToCents}
              validate={whole()}
              helperText="app.users.cv.euros"
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <TextInput source="cv.location" validate={check(rules.maxLength(200))} fullWidth />
          </Grid>
          <Grid size={third}>
            <NumberInput
              source="cv.radius"
              min={0}
              step={1}
              validate={whole()}
              helperText="app.users.cv.km"
              fullWidth
            />
          </Grid>
        </Grid>
        <TextInput source="cv.about" multiline minRows={3} validate={check(rules.maxLength(5000))} fullWidth />
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
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <TextInput source="cv.freelance.profession" validate={check(rules.maxLength(100))} fullWidth />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="cv.freelance.hourlyFee"
              min={0}
              step={1}
              format={centsToEuros}
              parse={eurosToCents}
              validate={whole()}
              helperText="app.users.cv.euros_per_hour"
              fullWidth
            />
          </Grid>
          <Grid size={half}>
            <TextInput source="cv.freelance.location" validate={check(rules.maxLength(200))} fullWidth />
          </Grid>
          <Grid size={half}>
            <BooleanInput source="cv.freelance.published" />
          </Grid>
        </Grid>
        <TextInput
          source="cv.freelance.assignment"
          multiline
          minRows={2}
          validate={check(rules.maxLength(5000))}
          fullWidth
        />
      </Section>
    </>
  );
};
