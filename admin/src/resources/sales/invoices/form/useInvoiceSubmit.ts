import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError, toFieldErrors, type FieldErrors } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { issueText } from '@/providers/validationMessages';
import { refusalText } from '../actions/invoiceActions';
import { toInvoiceInput } from './invoicePayload';
import { INVOICE_POPULATE } from '../invoiceRecord';
import { serialUsageArgs, SERIAL_USAGE_QUERY_KEY } from './SerialUsageAlerts';

const RESOURCE = 'sales/invoices';
const invoicePath = (id: unknown, page = '') => `/sales/invoices/${encodeURIComponent(String(id))}${page}`;

/**
 * Saving the invoice form: as a draft (create, or update of the changed fields), and optionally then
 * finalising it. The server's 400s come back as field errors (the typed values stay); a refusal (409)
 * becomes `conflict`, a readable message above the buttons. A new invoice whose finalising is refused
 * opens as the draft it now is, with the reason.
 */
export const useInvoiceSubmit = (record?: RaRecord) => {
  const api = useApi();
  const [create] = useCreate();
  const [update] = useUpdate();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);

  const refusal = useCallback((error: unknown) => refusalText(error, translate), [translate]);
  const failureOf = useCallback(
    (error: unknown): FieldErrors | undefined => {
      if (error instanceof ApiError && error.issues.length)
        return toFieldErrors(error.issues, (issue) => issueText(issue, translate));
      setConflict(refusal(error));
      return undefined;
    },
    [refusal, translate],
  );

  const submit = useCallback(
    async (values: Record<string, unknown>, finalize = false): Promise<FieldErrors | undefined> => {
      setConflict(null);
      const data = toInvoiceInput(values);
      let id = record?.id;
      try {
        if (id === undefined)
          id = (await create(RESOURCE, { data, meta: { populate: INVOICE_POPULATE } }, { returnPromise: true })).id;
        else
          await update(
            RESOURCE,
            { id, data, previousData: toInvoiceInput(record), meta: { populate: INVOICE_POPULATE } },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
      } catch (error) {
        return failureOf(error);
      }
      if (!finalize) {
        notify('app.invoices.draft_saved', { type: 'info' });
        if (!record) navigate(invoicePath(id), { state: { discardChanges: true } });
        return undefined;
      }
      try {
        const { data: final, meta } = await api.invoiceFinalize(String(id));
        // The cached draft must not open first: the page of a draft would send the user back to the form.
        queryClient.removeQueries({ queryKey: [RESOURCE] });
        void queryClient.invalidateQueries({ queryKey: SERIAL_USAGE_QUERY_KEY });
        notify('app.invoices.finalized', { type: 'info', messageArgs: { serial: final.serial ?? '' } });
        // Numbered, but the channel's numbers are (nearly) used up: shown after the confirmation, long enough to read.
        for (const warning of meta?.warnings ?? []) {
          if (warning.code === 'invoice_serials_nearly_full')
            notify('app.invoices.serial_usage', {
              type: 'warning',
              messageArgs: serialUsageArgs(warning, translate),
              autoHideDuration: 15_000,
            });
        }
        navigate(invoicePath(id, '/show'), { state: { discardChanges: true } });
        return undefined;
      } catch (error) {
        if (record) return failureOf(error);
        notify('app.invoices.finalize_refused_draft', {
          type: 'warning',
          messageArgs: { reason: refusal(error) },
          autoHideDuration: 15_000,
        });
        navigate(invoicePath(id), { state: { discardChanges: true } });
        return undefined;
      }
    },
    [api, create, update, record, navigate, notify, translate, queryClient, failureOf, refusal],
  );
  return { submit, conflict };
};
