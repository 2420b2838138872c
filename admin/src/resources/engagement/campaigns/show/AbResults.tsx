import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useGetOne, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { ApiError } from '@/providers/apiError';
import type { AbTestResults } from '@/providers/campaignApi';
import { errorText } from '@/providers/errorText';
import { useApi } from '@/providers/useMe';
import { formatNumber, formatRate } from '../statistics/format';
import { PROGRESS_POLL_MS } from './CampaignProgress';

const T = 'app.ab_tests.results';

/** An e-mail template's name (a content variant names its template by documentId). */
const TemplateName = ({ id }: { id: string }) => {
  const { data } = useGetOne('mail/emailtemplates', { id });
  return <>{data?.name ?? '…'}</>;
};

/** What a variant varies, as the table shows it: its send time, or its subject, sender name and template. */
const Varies = ({ variant }: { variant: AbTestResults['variants'][number] }) => {
  const locale = useLocale();
  if (variant.sendAt) return <>{formatDateTime(variant.sendAt, locale)}</>;
  const texts = [variant.subject, variant.fromName].filter(Boolean).join(' · ');
  if (!texts && !variant.template) return <>—</>;
  return (
    <>
      {texts}
      {texts && variant.template && ' · '}
      {variant.template && <TemplateName id={variant.template} />}
    </>
  );
};

/** Why the winner won, in the user's language (the server's reason code and figures). */
function reasonText(data: AbTestResults, translate: (key: string, options?: object) => string, locale: string) {
  const reason = data.reason;
  if (!reason) return '';
  return translate(`${T}.reason.${reason.code}`, {
    metric: translate(`${T}.metric_lower.${reason.metric}`),
    rate: formatRate(reason.rate, locale),
    runnerUp: reason.runnerUpRate === null ? '—' : formatRate(reason.runnerUpRate, locale),
    other: reason.runnerUp ?? '—',
    confidence: formatRate(reason.confidence, locale),
  });
}

/**
 * An A/B campaign's test: per variant what it varies, sent, opens, clicks, their rates and the confidence that the
 * leader's higher rate is real; when the winner is chosen (or a button to choose it by hand, with a confirmation),
 * the winner with its reason, and when the rest goes. Polled while the campaign sends or waits.
 */
export const AbResults = ({ documentId, live }: { documentId: string; live: boolean }) => {
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['campaign-ab', documentId],
    queryFn: () => api.campaignAbResults(documentId),
    refetchInterval: live ? PROGRESS_POLL_MS : false,
    retry: false,
  });
  const data = query.data?.data;
  if (query.isError)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(`${T}.error`)}
      </Alert>
    );
  if (!data) return null;

  const choose = async (key: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await api.chooseAbWinner(documentId, key);
      notify(translate(`${T}.chosen`, { key }), { type: 'success' });
      await query.refetch();
      refresh();
    } catch (error) {
      setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error));
    } finally {
      setBusy(false);
      setChoosing(null);
    }
  };
  const resultOf = (key: string) => data.results.find((r) => r.key === key);

  return (
    <Card sx={{ mt: 2 }} data-testid="ab-results">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        {!data.started ? (
          <Typography color="text.secondary">{translate(`${T}.not_started`)}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${T}.group`, {
                test: formatNumber(data.testSize ?? 0, locale),
                rest: formatNumber(data.restSize ?? 0, locale),
              })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              {/* On a phone the table scrolls sideways inside its box; its columns keep readable widths. */}
              <Table size="small" sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.variant`)}</TableCell>
                    <TableCell>{translate(`${T}.what`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.sent`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.open_rate`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.click_rate`)}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={translate(`${T}.confidence_help`)}>
                        <span>{translate(`${T}.confidence`)}</span>
                      </Tooltip>
                    </TableCell>
                    {data.canChoose && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.variants.map((variant) => {
                    const result = resultOf(variant.key);
                    const sent = data.released.includes(variant.key);
                    return (
                      <TableRow key={variant.key} data-testid={`ab-variant-${variant.key}`}>
                        <TableCell>
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                            <strong>{variant.key}</strong>
                            {data.winner === variant.key && (
                              <Chip
                                size="small"
                                color="success"
                                label={translate(`${T}.winner`, { key: variant.key })}
                              />
                            )}
                            {!data.winner && result?.leading && result.sent > 0 && (
                              <Chip size="small" variant="outlined" label={translate(`${T}.leading`)} />
                            )}
                          </Box>
                        </TableCell>
                        <TableCell sx={{ minWidth: 180, maxWidth: 280, overflowWrap: 'anywhere' }}>
                          <Varies variant={variant} />
                          {variant.sendAt && !sent && (
                            <Typography variant="caption" component="p" color="text.secondary">
                              {translate(`${T}.not_yet`, { date: formatDateTime(variant.sendAt, locale) })}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right">{formatNumber(result?.sent ?? 0, locale)}</TableCell>
                        <TableCell align="right">
                          {formatRate(result?.openRate ?? 0, locale)} ({formatNumber(result?.opens ?? 0, locale)})
                        </TableCell>
                        <TableCell align="right">
                          {formatRate(result?.clickRate ?? 0, locale)} ({formatNumber(result?.clicks ?? 0, locale)})
                        </TableCell>
                        <TableCell align="right">
                          {result?.confidenceVsBest === undefined ? '—' : formatRate(result.confidenceVsBest, locale)}
                        </TableCell>
                        {data.canChoose && (
                          <TableCell align="right">
                            <Button
                              size="small"
                              variant="outlined"
                              disabled={busy}
                              onClick={() => setChoosing(variant.key)}
                              data-testid={`ab-choose-${variant.key}`}
                            >
                              {translate(`${T}.choose`, { key: variant.key })}
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
            <Box sx={{ mt: 2 }} data-testid="ab-outcome">
              {data.winner ? (
                <>
                  <Typography sx={{ fontWeight: 600 }}>
                    {translate(`${T}.winner`, { key: data.winner })} ({translate(`${T}.by.${data.decidedBy ?? 'AUTO'}`)}
                    )
                  </Typography>
                  <Typography color="text.secondary">{reasonText(data, translate, locale)}</Typography>
                  {(data.restSize ?? 0) > 0 && (
                    <Typography color="text.secondary">
                      {data.restReleased
                        ? translate(`${T}.rest_sent`, { key: data.winner })
                        : translate(`${T}.rest_at`, { key: data.winner, date: formatDateTime(data.restAt, locale) })}
                    </Typography>
                  )}
                </>
              ) : (
                <Typography color="text.secondary">
                  {data.winnerMode === 'AUTO'
                    ? translate(`${T}.decision_at`, { date: formatDateTime(data.decisionAt, locale) })
                    : translate(`${T}.decision_manual`)}
                </Typography>
              )}
            </Box>
          </>
        )}
        {refusal && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </CardContent>
      <Confirm
        isOpen={!!choosing}
        loading={busy}
        title={`${T}.choose_title`}
        content={`${T}.choose_text`}
        translateOptions={{ key: choosing ?? '', rest: formatNumber(data.restSize ?? 0, locale) }}
        confirm={translate(`${T}.choose_yes`, { key: choosing ?? '' })}
        cancel="app.campaigns.actions.keep"
        onConfirm={() => choosing && choose(choosing)}
        onClose={() => setChoosing(null)}
      />
    </Card>
  );
};
