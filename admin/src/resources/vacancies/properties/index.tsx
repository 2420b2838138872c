import { DataTable, FunctionField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { VACANCY_PROPERTY_RULES, VACANCY_PROPERTY_TYPES } from '@newsroom/config';
import { checksOf } from '@/components/validators';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { NameSlugInputs } from '@/resources/content/simple/NameSlugInputs';
import { simpleResource } from '@/resources/content/simple/SimpleResource';

const checks = checksOf(VACANCY_PROPERTY_RULES);

/** Choices are typed one per line and stored as a list. */
const toLines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const toList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : value;

const PropertyInputs = ({ create }: { create: boolean }) => {
  const type = useWatch({ name: 'type' });
  return (
    <>
      <NameSlugInputs create={create} />
      <SelectInput
        source="type"
        choices={translatedChoices('app.vacancy_properties.types', VACANCY_PROPERTY_TYPES)}
        validate={checks('type')}
        helperText="app.vacancy_properties.type_help"
        fullWidth
      />
      {type === 'CHOICE' && (
        <TextInput
          source="choices"
          format={toLines}
          parse={toList}
          multiline
          minRows={3}
          helperText="app.vacancy_properties.choices_help"
          fullWidth
        />
      )}
    </>
  );
};

const TypeLabel = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return <>{translate(`app.vacancy_properties.types.${type}`, { _: type })}</>;
};

/** `/vacancies/properties` over the API `vacancy-properties`: typed attributes such as education level. */
export const vacancyPropertiesResource = simpleResource({
  screen: 'vacancy_properties',
  Inputs: PropertyInputs,
  columns: (
    <DataTable.Col source="type">
      <FunctionField source="type" render={(r) => <TypeLabel type={r.type} />} />
    </DataTable.Col>
  ),
});
