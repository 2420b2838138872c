import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';
import { SimpleForm, useSaveContext, useTranslate, type SaveHandler } from 'react-admin';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import { ApiError, toFieldErrors } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { issueText } from '@/providers/validationMessages';
import { campaignPayload, fieldOfRefusal } from './campaignRefusals';

/**
 * The campaign's create and edit form. A refusal keeps what the user typed and says why in their language: on the
 * input it is about (sender domain, date and time, template, segment, field rules) and above the buttons.
 */
export const CampaignForm = ({ children, defaultValues }: { children: ReactNode; defaultValues?: object }) => {
  const { save } = useSaveContext();
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    let failure: unknown;
    setRefusal(null);
    await (save as SaveHandler<Record<string, unknown>>)(campaignPayload(values), {
      onError: (error: unknown) => {
        failure = error;
      },
    });
    if (!(failure instanceof ApiError)) return undefined;
    const text = errorText(failure, translate);
    setRefusal(text);
    const field = fieldOfRefusal(failure);
    if (field) return { [field]: text };
    return toFieldErrors(failure.issues, (issue) => issueText(issue, translate)) ?? { root: { server: text } };
  };

  return (
    <SimpleForm onSubmit={onSubmit} defaultValues={defaultValues} data-testid="campaign-form" sx={{ maxWidth: 960 }}>
      <TrackUnsavedChanges />
      {refusal && (
        <Alert severity="error" sx={{ mb: 2, width: '100%' }} data-testid="campaign-refusal">
          {refusal}
        </Alert>
      )}
      {children}
    </SimpleForm>
  );
};
