import { FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { segmentRuleFailures } from '@newsroom/config';
import { LiveCount } from './LiveCount';
import { RuleBuilder } from './rules/RuleBuilder';
import { asTree } from './rules/ruleTree';

/** The shared rule (config/src/segments.ts) as a form validator: the first failure, in the user's language. */
export const validateRules = (value: unknown) => {
  const [failure] = segmentRuleFailures(value);
  return failure ? { message: `app.validation.codes.${failure.code}`, args: failure.params ?? {} } : undefined;
};

/** The form's `rules` value edited with the rule builder, with the live count below it. */
export const RulesInput = () => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'rules', validate: validateRules });
  const tree = asTree(field.value);
  // The shared rule's first failure, once the person has changed the rules or tried to save.
  const shown = fieldState.isTouched || formState.isSubmitted;
  const [failure] = segmentRuleFailures(tree);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }} data-testid="segment-rules">
      <Typography variant="subtitle1">{translate('app.segments.builder.title')}</Typography>
      <RuleBuilder
        value={tree}
        onChange={(next) => {
          field.onChange(next);
          field.onBlur();
        }}
      />
      {shown && failure && (
        <FormHelperText error role="alert">
          {translate(`app.validation.codes.${failure.code}`, failure.params ?? {})}
        </FormHelperText>
      )}
      <LiveCount rules={tree} />
    </Stack>
  );
};
