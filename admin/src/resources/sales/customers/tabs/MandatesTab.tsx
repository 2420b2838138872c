import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import BlockIcon from '@mui/icons-material/Block';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { EmptyState } from '@/components/EmptyState';
import { useApiMutation } from '@/components/useApiMutation';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { errorText } from '@/providers/errorText';
import { saveFile } from '@/providers/http';
import type { ApiError } from '@/providers/apiError';
import type { Mandate } from '@/providers/mandateApi';
import { useApi } from '@/providers/useMe';
import { AddMandateDialog } from '../mandates/AddMandateDialog';
import { formatDay } from './formatDay';
import { ScrollTable } from '@/components/ScrollTable';

const COLUMNS = ['reference', 'signatureDate', 'signedBy', 'signature', 'iban', 'status', 'actions'] as const;
const ACTIONS = ['mandates', 'mandateCreate', 'mandateRevoke', 'mandatePdf'] as const;
/** The generated signature (SPEC section 5) as handwriting, as the mandate PDF prints it. */
const SCRIPT = { fontFamily: '"Brush Script MT", "Segoe Script", "Times New Roman", cursive', fontSize: '1.2rem' };

/**
 * The customer's SEPA mandates (api::mandate.mandate): the list, "add" (signed by, date, place, IBAN, BIC,
 * optional reference; the server generates the signature and, when left empty, the reference), revoke after
 * confirmation, and the signed mandate form as PDF. Each button shows only to who may use it.
 */
export const MandatesTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const customer = String(record?.documentId ?? record?.id ?? '');
  const allowed = useCanAccessActions('sales/customers', ACTIONS);
  const may = (action: (typeof ACTIONS)[number]) => !!allowed?.includes(action);
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Mandate | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<Mandate | null>(null);
  const key = ['customerMandates', customer];
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.customerMandates(customer),
    enabled: !!customer && may('mandates'),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const revoke = useApiMutation((mandate: Mandate) => api.mandateRevoke(mandate.documentId), {
    onSuccess: ({ data }) => {
      notify('app.mandates.revoked_done', { type: 'info', messageArgs: { reference: data.reference } });
      setRevoking(null);
      reload();
    },
    onError: (failed) => setRefusal(errorText(failed as ApiError, translate)),
  });
  const pdf = useApiMutation((mandate: Mandate) => api.mandatePdf(mandate.documentId), {
    onSuccess: (file, mandate) => saveFile(file, `machtiging-${mandate.reference}.pdf`),
  });

  if (!allowed) return null;
  if (!may('mandates')) return <EmptyState titleKey="app.mandates.forbidden" testId="mandates-forbidden" />;
  const mandates = list.data?.data ?? [];
  const add = may('mandateCreate') ? (
    <Button label="app.mandates.add" onClick={() => setAdding(true)} data-testid="mandate-add">
      <AddIcon />
    </Button>
  ) : null;

  return (
    <Box sx={{ width: '100%' }} data-testid="customer-mandates">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.mandates.help_text')}
        </Typography>
        {add}
      </Box>
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)} sx={{ mb: 1 }} data-testid="mandate-created">
          {translate('app.mandates.created_signature', { reference: created.reference })}{' '}
          <Box component="span" sx={SCRIPT}>
            {created.signature}
          </Box>
        </Alert>
      )}
      {list.isError ? (
        <Typography color="error" data-testid="mandates-failed">
          {errorText(list.error as ApiError, translate)}
        </Typography>
      ) : !list.isPending && !mandates.length ? (
        <EmptyState titleKey="app.mandates.empty_title" textKey="app.mandates.empty_text" testId="mandates-empty" />
      ) : (
        <ScrollTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`app.mandates.fields.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {mandates.map((mandate) => (
                <TableRow key={mandate.documentId} data-testid={`mandate-${mandate.reference}`}>
                  <TableCell>{mandate.reference}</TableCell>
                  <TableCell>{formatDay(mandate.signatureDate, locale)}</TableCell>
                  <TableCell>{mandate.signedBy}</TableCell>
                  <TableCell sx={SCRIPT}>{mandate.signature}</TableCell>
                  <TableCell>{mandate.iban}</TableCell>
                  <TableCell>
                    {mandate.status === 'REVOKED' ? (
                      <Chip
                        size="small"
                        label={translate('app.mandates.revoked', { date: formatDay(mandate.revokedAt, locale) })}
                      />
                    ) : (
                      <Chip
                        size="small"
                        color="success"
                        label={translate(`app.mandates.active_${mandate.sequenceType === 'RCUR' ? 'rcur' : 'frst'}`)}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {may('mandatePdf') && (
                      <Button
                        label="app.mandates.pdf"
                        onClick={() => pdf.run(mandate)}
                        disabled={pdf.busy}
                        data-testid="mandate-pdf"
                      >
                        <DownloadIcon />
                      </Button>
                    )}
                    {may('mandateRevoke') && mandate.status === 'ACTIVE' && (
                      <Button
                        label="app.mandates.revoke"
                        color="warning"
                        onClick={() => {
                          setRefusal(null);
                          setRevoking(mandate);
                        }}
                        data-testid="mandate-revoke"
                      >
                        <BlockIcon />
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <AddMandateDialog
        open={adding}
        onClose={() => setAdding(false)}
        customer={customer}
        onCreated={(mandate) => {
          setCreated(mandate);
          void reload();
        }}
      />
      <ActionDialog
        open={!!revoking}
        onClose={() => setRevoking(null)}
        title={translate('app.mandates.revoke_title', { reference: revoking?.reference ?? '' })}
        action={{
          label: 'app.mandates.revoke',
          color: 'warning',
          onClick: () => revoking && revoke.run(revoking),
          testId: 'mandate-revoke-confirm',
        }}
        maxWidth="xs"
        testId="mandate-revoke-dialog"
        refusal={refusal ? { text: refusal, testId: 'mandate-revoke-refused' } : null}
        busy={revoke.busy}
      >
        <DialogContentText>{translate('app.mandates.revoke_text')}</DialogContentText>
      </ActionDialog>
    </Box>
  );
};
