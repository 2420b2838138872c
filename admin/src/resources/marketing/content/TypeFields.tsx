import { MARKETING_CONTENT_FIELDS, type MarketingContentType, type MarketingFieldSpec } from '@newsroom/config';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  NumberInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { UploadUrlInput } from '@/components/UploadUrlInput';

/**
 * HTML content is shown in the console only inside a sandboxed frame: no scripts, no forms, no access to the
 * console's origin or cookies (`sandbox` without any allowance).
 */
export const HtmlPreview = ({ html }: { html: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.marketingContent.html_preview')}
      </Typography>
      <iframe
        title={translate('app.marketingContent.html_preview')}
        sandbox=""
        srcDoc={html}
        data-testid="marketing-html-preview"
        style={{ width: '100%', minHeight: 200, border: '1px solid rgba(128,128,128,.4)', background: '#fff' }}
      />
    </Box>
  );
};

const validators = (spec: MarketingFieldSpec) => [
  ...(spec.required ? [required()] : []),
  ...(spec.max !== undefined && spec.kind !== 'number' ? [maxLength(spec.max)] : []),
  ...(spec.kind === 'number' && spec.min !== undefined ? [minValue(spec.min)] : []),
  ...(spec.kind === 'number' && spec.max !== undefined ? [maxValue(spec.max)] : []),
];

const FieldInput = ({ spec }: { spec: MarketingFieldSpec }) => {
  const source = `fields.${spec.name}`;
  const label = `app.marketingContent.fields.${spec.name}`;
  const helperText = spec.kind === 'url' ? 'app.marketingContent.url_help' : false;
  if (spec.kind === 'number')
    return <NumberInput source={source} label={label} validate={validators(spec)} step={1} helperText={false} />;
  if (spec.kind === 'choice')
    return (
      <SelectInput
        source={source}
        label={label}
        validate={validators(spec)}
        choices={translatedChoices(`app.marketingContent.choices.${spec.name}`, spec.choices ?? [])}
      />
    );
  if (spec.upload)
    return (
      <UploadUrlInput
        source={source}
        label={label}
        accept={`${spec.upload}/*`}
        validate={validators(spec)}
        helperText="app.marketingContent.upload_help"
      />
    );
  const multiline = spec.kind === 'longtext' || spec.kind === 'html';
  return (
    <TextInput
      source={source}
      label={label}
      validate={validators(spec)}
      helperText={helperText}
      multiline={multiline}
      minRows={spec.kind === 'html' ? 8 : multiline ? 3 : undefined}
      sx={spec.kind === 'html' ? { fontFamily: 'monospace' } : undefined}
      fullWidth
    />
  );
};

/** The chosen type's own fields (config MARKETING_CONTENT_FIELDS), and for HTML its sandboxed preview. */
export const TypeFields = () => {
  const type = useWatch({ name: 'type' }) as MarketingContentType | undefined;
  const html = useWatch({ name: 'fields.html' }) as string | undefined;
  if (!type || !MARKETING_CONTENT_FIELDS[type]) return null;
  return (
    <>
      {MARKETING_CONTENT_FIELDS[type].map((spec) => (
        <FieldInput key={`${type}-${spec.name}`} spec={spec} />
      ))}
      {type === 'HTML' && html ? <HtmlPreview html={html} /> : null}
    </>
  );
};

/** Only the current type's fields go to the server (another type's would be refused), blanks left out. */
export const fieldsOfType = (type: unknown, fields: unknown): Record<string, unknown> => {
  const specs = MARKETING_CONTENT_FIELDS[type as MarketingContentType] ?? [];
  const given = (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>;
  return Object.fromEntries(
    specs
      .filter((spec) => given[spec.name] !== undefined && given[spec.name] !== null && given[spec.name] !== '')
      .map((spec) => [spec.name, given[spec.name]]),
  );
};
