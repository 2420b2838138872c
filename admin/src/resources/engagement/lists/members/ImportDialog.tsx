import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { LIST_IMPORT_MAX_ROWS, type MailListImportSummary } from '@newsroom/config';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { UploadButton } from '@/components/UploadButton';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { useApi } from '@/providers/useMe';
import { refusalText } from './refusal';

const label = (key: string) => `app.mailLists.import.${key}`;

/** What the import did: counts, then the refused lines the server listed. */
const Summary = ({ summary }: { summary: MailListImportSummary }) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={summary.refusedCount ? 'warning' : 'success'} data-testid="import-summary">
        {translate(label('summary'), { ...summary })}
      </Alert>
      {summary.refused.length > 0 && (
        <List dense data-testid="import-refused">
          {summary.refused.map((line) => (
            <ListItem key={line.line} disableGutters>
              {translate(label(`refused_${line.code}`), { line: line.line, value: line.value })}
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
};

/** A CSV or XLSX of addresses: each one becomes a member; unknown addresses become new leads. */
export const ImportDialog = ({
  open,
  listId,
  onClose,
  onImported,
}: {
  open: boolean;
  listId: string;
  onClose: () => void;
  onImported: () => void;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<MailListImportSummary | null>(null);
  const upload = useExplainedMutation((chosen: File) => api.mailListImport(listId, chosen), {
    explain: (error) => refusalText(error, translate),
    onSuccess: ({ data }) => {
      setSummary(data);
      onImported();
    },
  });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => {
        setFile(null);
        setSummary(null);
      }}
      title={translate('app.mailLists.members.add_import')}
      maxWidth="sm"
      testId="import-dialog"
      refusal={upload.refusal ? { text: upload.refusal, testId: 'import-refusal' } : null}
      busy={upload.busy}
      action={
        summary
          ? { label: 'app.mailLists.import.done', testId: 'import-done', onClick: onClose }
          : { label: 'app.mailLists.import.run', testId: 'import-run', onClick: () => file && upload.run(file) }
      }
    >
      {summary ? (
        <Summary summary={summary} />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(label('help'), { max: LIST_IMPORT_MAX_ROWS.toLocaleString() })}
          </Typography>
          <UploadButton
            inputId="mail-list-import-file"
            labelKey={label('choose')}
            busy={upload.busy}
            accept=".csv,.xlsx,text/csv"
            onFiles={([chosen]) => setFile(chosen)}
          />
          {file && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="import-file">
              {file.name}
            </Typography>
          )}
        </>
      )}
    </ActionDialog>
  );
};
