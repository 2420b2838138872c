import Box from '@mui/material/Box';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FORM_FIELD_TYPES } from '@newsroom/config';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { formRule, optionsFormat, optionsParse } from './formRules';

const typeChoices = translatedChoices('app.forms.types', FORM_FIELD_TYPES);

/** The builder: the form's fields in order, each with its key, label, type and what its type needs. */
export const FieldsInput = () => {
  const translate = useTranslate();
  return (
    <ArrayInput source="fields" validate={formRule} helperText="app.forms.fields_help">
      <SimpleFormIterator inline={false} disableClear data-testid="form-fields">
        <Box
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' }, width: '100%' }}
        >
          <TextInput source="label" label={translate('app.forms.field.label')} validate={formRule} />
          <TextInput
            source="key"
            label={translate('app.forms.field.key')}
            validate={formRule}
            helperText="app.forms.field.key_help"
          />
          <SelectInput
            source="type"
            label={translate('app.forms.field.type')}
            choices={typeChoices}
            validate={formRule}
            defaultValue="text"
          />
          <BooleanInput source="required" label={translate('app.forms.field.required')} defaultValue={false} />
        </Box>
        <FormDataConsumer>
          {({ scopedFormData }) => (
            <>
              {(scopedFormData?.type === 'select' || scopedFormData?.type === 'checkboxes') && (
                <TextInput
                  source="options"
                  label={translate('app.forms.field.options')}
                  format={optionsFormat}
                  parse={optionsParse}
                  validate={formRule}
                  multiline
                  minRows={2}
                  fullWidth
                />
              )}
              {scopedFormData?.type === 'consent' && (
                <TextInput
                  source="consentText"
                  label={translate('app.forms.field.consentText')}
                  validate={formRule}
                  multiline
                  minRows={2}
                  fullWidth
                />
              )}
              <TextInput source="help" label={translate('app.forms.field.help')} fullWidth />
            </>
          )}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
};
