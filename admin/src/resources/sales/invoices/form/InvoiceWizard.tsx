import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { INVOICE_STEPS } from './InvoiceInputs';
import { TextButton } from '@/components/TextButton';

const stepWithError = (errors: Record<string, unknown>) =>
  INVOICE_STEPS.findIndex((step) => step.fields.some((field) => field in errors));

/**
 * The create wizard: customer and address, lines, payment and texts, one step at a time. Every step
 * stays mounted (values and rules hold across steps); "Volgende" checks the step first, and a save or
 * finalisation that fails opens the step with the failing field. The edit of a draft shows all steps at once.
 */
export const InvoiceWizard = ({ wizard }: { wizard: boolean }) => {
  const translate = useTranslate();
  const [active, setActive] = useState(0);
  const { trigger } = useFormContext();
  const { errors, submitCount } = useFormState();
  const errorKeys = Object.keys(errors).join(',');

  useEffect(() => {
    const failing = stepWithError(errors);
    if (wizard && failing >= 0 && !INVOICE_STEPS[active].fields.some((field) => field in errors)) setActive(failing);
    // The failing fields decide, after a submit or a finalisation check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKeys, submitCount]);

  if (!wizard) return INVOICE_STEPS.map(({ key, Inputs }) => <Inputs key={key} />);
  const next = async () => {
    if (await trigger(INVOICE_STEPS[active].fields as unknown as string[])) setActive(active + 1);
  };
  return (
    <>
      <Stepper nonLinear activeStep={active} sx={{ width: '100%', my: 2 }} data-testid="invoice-steps">
        {INVOICE_STEPS.map(({ key }, index) => (
          <Step key={key} completed={false}>
            <StepButton color="inherit" onClick={() => setActive(index)}>
              {translate(`app.invoices.steps.${key}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {INVOICE_STEPS.map(({ key, Inputs }, index) => (
        <Box
          key={key}
          sx={{ display: index === active ? 'block' : 'none', width: '100%' }}
          data-testid={`invoice-step-${key}`}
        >
          <Inputs />
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, width: '100%', justifyContent: 'flex-end', mt: 1 }}>
        {active > 0 && (
          <TextButton
            label="app.invoices.steps.previous"
            onClick={() => setActive(active - 1)}
            data-testid="invoice-step-previous"
          />
        )}
        {active < INVOICE_STEPS.length - 1 && (
          <TextButton
            label="app.invoices.steps.next"
            variant="contained"
            onClick={() => void next()}
            data-testid="invoice-step-next"
          />
        )}
      </Box>
    </>
  );
};
