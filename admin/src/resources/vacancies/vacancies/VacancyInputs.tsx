import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import {
  VACANCY_EMPLOYMENT_TYPES,
  VACANCY_RULES,
  VACANCY_SALARY_PERIODS,
  VACANCY_STATUSES,
  rules,
} from '@newsroom/config';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { MoneyInput } from '@/components/MoneyInput';
import { ReferenceByName, ReferencesByName } from '@/components/ReferenceByNameInputs';
import { SlugInput } from '@/components/SlugInput';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { check, checksOf } from '@/components/validators';
import { Row, Section } from '@/resources/sales/FormGrid';
import { PropertyValueInputs } from './PropertyValueInputs';

const checks = checksOf(VACANCY_RULES);
const requiredCheck = check(rules.required);

/** The fields of a vacancy: what, who, where, pay, when, contact. */
export const VacancyInputs = ({ create }: { create: boolean }) => (
  <>
    <Row>
      <TextInput source="title" validate={checks('title')} fullWidth />
      <SlugInput from="title" autoFill={create} />
      <ReferenceByName source="employer" reference="sales/customers" />
      <SelectInput
        source="status"
        choices={translatedChoices('app.vacancies.statuses', VACANCY_STATUSES)}
        validate={checks('status')}
        fullWidth
      />
    </Row>
    <TextInput source="description" validate={checks('description')} multiline minRows={5} fullWidth />
    <Row>
      <TextInput source="location" validate={checks('location')} fullWidth />
      <SelectInput
        source="employmentType"
        choices={translatedChoices('app.vacancies.employment_types', VACANCY_EMPLOYMENT_TYPES)}
        fullWidth
      />
      <NumberInput source="hoursMin" validate={checks('hoursMin')} min={0} max={80} fullWidth />
      <NumberInput source="hoursMax" validate={checks('hoursMax')} min={0} max={80} fullWidth />
      <MoneyInput source="salaryMin" validate={checks('salaryMin')} fullWidth />
      <MoneyInput source="salaryMax" validate={checks('salaryMax')} fullWidth />
      <SelectInput
        source="salaryPeriod"
        choices={translatedChoices('app.vacancies.salary_periods', VACANCY_SALARY_PERIODS)}
        fullWidth
      />
      <ReferencesByName source="categories" reference="vacancies/categories" />
    </Row>
    <Section title="app.vacancies.section_publication" />
    <Row>
      <ZonedDateTimeInput source="publishFrom" helperText="app.vacancies.window_help" fullWidth />
      <ZonedDateTimeInput source="publishUntil" fullWidth />
      <BooleanInput source="highlighted" />
      <BooleanInput source="longerRun" helperText="app.vacancies.longer_run_help" />
    </Row>
    <Section title="app.vacancies.section_contact" />
    <Row>
      <TextInput source="contactName" validate={checks('contactName')} fullWidth />
      <TextInput source="contactEmail" validate={[requiredCheck, ...checks('contactEmail')]} fullWidth />
      <TextInput source="contactPhone" validate={checks('contactPhone')} fullWidth />
    </Row>
    <PropertyValueInputs />
  </>
);
