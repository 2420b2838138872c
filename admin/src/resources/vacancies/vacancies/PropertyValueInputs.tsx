import { BooleanInput, NumberInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { Row, Section } from '@/resources/sales/FormGrid';

type Definition = { id: string; name: string; slug: string; type: string; choices?: string[] | null };
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** One input per vacancy property (`/vacancies/properties`), of its type, kept under `properties.<slug>`. */
export const PropertyValueInputs = () => {
  const { data, isPending } = useGetList<Definition>('vacancies/properties', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending || !data?.length) return null;
  return (
    <>
      <Section title="app.vacancies.section_properties" />
      <Row>
        {data.map((d) => {
          const common = { key: d.slug, source: `properties.${d.slug}`, label: d.name, fullWidth: true };
          if (d.type === 'NUMBER') return <NumberInput {...common} parse={emptyToNull} />;
          if (d.type === 'BOOLEAN') return <BooleanInput key={d.slug} source={common.source} label={d.name} />;
          if (d.type === 'CHOICE')
            return (
              <SelectInput
                {...common}
                choices={(d.choices ?? []).map((c) => ({ id: c, name: c }))}
                parse={emptyToNull}
                translateChoice={false}
              />
            );
          return <TextInput {...common} parse={emptyToNull} />;
        })}
      </Row>
    </>
  );
};
