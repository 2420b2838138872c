import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FormField } from '@newsroom/config';
import type { ReactNode } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { saveFile } from '@/providers/http';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';

const DetailItem = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Box>
);

type StoredFile = { fileId: number; name: string };

const FileValue = ({ file }: { file: StoredFile }) => {
  const api = useApi();
  const record = useRecordContext();
  const { run, busy } = useApiMutation(
    () => api.formThreadFile(String(record?.documentId ?? record?.id), file.fileId),
    {
      onSuccess: (downloaded) => saveFile(downloaded, file.name),
    },
  );
  return (
    <Button label="app.formThreads.file_download" onClick={() => run()} disabled={busy} data-testid="thread-file">
      <DownloadIcon />
    </Button>
  );
};

const textOf = (value: unknown, yes: string) =>
  Array.isArray(value) ? value.join(', ') : value === true ? yes : String(value ?? '—');

/** The values sent, in the form's order and with its labels; a file as a download, consent with its text. */
export const ThreadAnswers = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const form = (record.expanded as { form?: { name?: string; fields?: FormField[] } } | undefined)?.form;
  const values = (record.values ?? {}) as Record<string, unknown>;
  const consents = (record.consents ?? []) as { key: string; text: string }[];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.formThreads.answers')}
          {form?.name ? ` · ${form.name}` : ''}
        </Typography>
        {(form?.fields ?? []).map((field) => {
          const value = values[field.key];
          const consent = consents.find((c) => c.key === field.key);
          return (
            <DetailItem key={field.key} label={field.label}>
              {field.type === 'file' && value && typeof value === 'object' ? (
                <>
                  {(value as StoredFile).name} <FileValue file={value as StoredFile} />
                </>
              ) : consent ? (
                translate('app.formThreads.consent_given', { text: consent.text })
              ) : (
                <span style={{ whiteSpace: 'pre-wrap' }}>{textOf(value, '✓')}</span>
              )}
            </DetailItem>
          );
        })}
      </CardContent>
    </Card>
  );
};
