import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ImportMode } from '@newsroom/config';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import type { ImportAnalysis, ImportDryRun } from '@newsroom/config';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';
import { duplicateFields, importIdOfAnalysis, initialMapping, type Mapping } from './importModel';
import { importRefusalText, runningImportJob } from './importRefusal';
import { MappingStep } from './steps/MappingStep';
import { ModeStep } from './steps/ModeStep';
import { PreviewStep } from './steps/PreviewStep';
import { UploadStep } from './steps/UploadStep';

const STEPS = ['upload', 'mapping', 'mode', 'preview'] as const;
type StepName = (typeof STEPS)[number];

/**
 * /users/import: upload → map columns → choose what happens with existing e-mails → dry run
 * preview → run. The run continues in the background on /users/import/{jobId}.
 */
export const ImportWizard = () => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [step, setStep] = useState<StepName>('upload');
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<Mapping>([]);
  const [mode, setMode] = useState<ImportMode>('skip');
  const [dryRun, setDryRun] = useState<ImportDryRun | null>(null);
  const index = STEPS.indexOf(step);
  const mappingValid = mapping.includes('email') && duplicateFields(mapping).length === 0;
  const importId = analysis ? importIdOfAnalysis(analysis) : '';
  const follow = (jobId: unknown) =>
    navigate(`/users/import/${encodeURIComponent(String(jobId))}?import=${encodeURIComponent(importId)}`);

  // A refusal of the dry run (for example a mapping the server refuses) is toasted by the transport.
  const dry = useApiMutation(() => api.profileImportDryRun(importId, mapping, mode), {
    onSuccess: (result) => {
      setDryRun(result.data);
      setStep('preview');
    },
  });
  // Silent call: a refusal is answered here, as a run of the same upload may already be going on.
  const run = useApiMutation(() => api.profileImportRun(importId, mapping, mode), {
    onSuccess: (result) => {
      const data = result.data ?? {};
      follow(data.jobId ?? data.job?.documentId);
    },
  });
  const busy = dry.busy || run.busy;

  const runDry = () => {
    if (analysis) dry.run();
  };

  const start = () => {
    if (!analysis) return;
    run.runAsync().catch((failure: unknown) => {
      // This upload is already being imported: show that run instead of starting another.
      const running = runningImportJob(failure);
      if (running) {
        notify('app.users.import.codes.import_running', { type: 'info' });
        follow(running);
        return;
      }
      notify(importRefusalText(failure, translate), { type: 'error' });
    });
  };

  return (
    <Box data-testid="import-wizard" sx={{ mt: 2 }}>
      <PageTitle titleKey="app.users.import.title" />
      <Card>
        <CardContent>
          <Stepper activeStep={index} sx={{ mb: 3 }} alternativeLabel>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{translate(`app.users.import.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {fileName && step !== 'upload' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.users.import.file', { name: fileName })}
            </Typography>
          )}
          {step === 'upload' && (
            <UploadStep
              onAnalyzed={(result, file) => {
                setAnalysis(result);
                setFileName(result.fileName ?? file.name);
                setMapping(initialMapping(result));
                setDryRun(null);
                setStep('mapping');
              }}
            />
          )}
          {step === 'mapping' && analysis && (
            <MappingStep
              analysis={analysis}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setDryRun(null);
              }}
            />
          )}
          {step === 'mode' && (
            <ModeStep
              mode={mode}
              onChange={(next) => {
                setMode(next);
                setDryRun(null);
              }}
            />
          )}
          {step === 'preview' && dryRun && analysis && (
            <PreviewStep result={dryRun} importId={importIdOfAnalysis(analysis)} />
          )}
          {busy && <LinearProgress sx={{ mt: 2 }} data-testid="import-busy" />}
          <Stack direction="row" spacing={1} sx={{ mt: 3 }} justifyContent="space-between">
            <Stack direction="row" spacing={1}>
              <Button component={Link} to="/users">
                {translate('ra.action.cancel')}
              </Button>
              {index > 0 && (
                <Button onClick={() => setStep(STEPS[index - 1])} disabled={busy} data-testid="import-back">
                  {translate('ra.action.back')}
                </Button>
              )}
            </Stack>
            {step === 'mapping' && (
              <Button
                variant="contained"
                onClick={() => setStep('mode')}
                disabled={!mappingValid}
                data-testid="import-next"
              >
                {translate('app.users.import.next')}
              </Button>
            )}
            {step === 'mode' && (
              <Button
                variant="contained"
                onClick={runDry}
                disabled={busy || !mappingValid}
                data-testid="import-dry-run"
              >
                {translate('app.users.import.dry_run')}
              </Button>
            )}
            {step === 'preview' && (
              <Button variant="contained" onClick={start} disabled={busy} data-testid="import-run">
                {translate('app.users.import.run')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
