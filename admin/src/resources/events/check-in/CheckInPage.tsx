import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { TextButton } from '@/components/TextButton';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { ticketApi, type ScanTicket } from '@/providers/ticketApi';
import { CameraScan } from './CameraScan';

type Outcome = { ok: boolean; kind: string; text: string; detail?: string };

const timeOf = (iso: unknown, locale: string) =>
  typeof iso === 'string'
    ? new Date(iso).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'nl-NL', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Amsterdam',
      })
    : '';

/**
 * `/events/check-in` (issue #21): the door. Choose the event (and a session), then scan: a keyboard-wedge
 * scanner types into the big field and presses Enter, or the camera reads the QR code. The answer is said in
 * big words, green or red, with the counts of the event below; it works on a phone (390 px).
 */
export const CheckInPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [event, setEvent] = useState('');
  const [session, setSession] = useState('');
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const events = useQuery({ queryKey: ['check-in', 'events'], queryFn: ticketApi.events });
  const counts = useQuery({
    queryKey: ['check-in', 'counts', event],
    queryFn: () => ticketApi.counts(event),
    enabled: !!event,
  });
  const choices = useMemo(() => events.data?.data ?? [], [events.data]);
  const chosen = choices.find((e) => e.documentId === event);

  useEffect(() => {
    if (!event && choices.length === 1) setEvent(choices[0].documentId);
  }, [choices, event]);

  const said = (ticket: ScanTicket | undefined) =>
    ticket?.name ? translate('app.check_in.ok', { name: ticket.name }) : translate('app.check_in.ok_no_name');

  const check = async (value: string) => {
    const text = value.trim();
    if (!text) return;
    setCode('');
    try {
      const answer = await ticketApi.scan(text, event || undefined);
      const sessionNote =
        session && answer.ticket.session && answer.ticket.session.documentId !== session
          ? answer.ticket.session.title
          : answer.ticket.session?.title;
      setOutcome({
        ok: true,
        kind: 'OK',
        text: said(answer.ticket),
        detail: [answer.ticket.number, sessionNote].filter(Boolean).join(' · '),
      });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      const details = (e?.details ?? {}) as {
        code?: string;
        params?: { at?: string; event?: string };
        ticket?: ScanTicket;
      };
      const kind = details.code ?? 'failed';
      const known: Record<string, string> = {
        already_scanned: translate('app.check_in.already_scanned', { time: timeOf(details.params?.at, locale) }),
        ticket_revoked: translate('app.check_in.ticket_revoked'),
        ticket_unknown: translate('app.check_in.ticket_unknown'),
        wrong_event: translate('app.check_in.wrong_event', { event: details.params?.event ?? '' }),
      };
      setOutcome({
        ok: false,
        kind,
        text: known[kind] ?? translate('app.check_in.failed', { reason: e ? errorText(e, translate) : String(error) }),
        detail: details.ticket ? [details.ticket.number, details.ticket.name].filter(Boolean).join(' · ') : undefined,
      });
    }
    void queryClient.invalidateQueries({ queryKey: ['check-in', 'counts'] });
    input.current?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(code);
  };

  const data = counts.data?.data;
  const sessionCounts = data?.bySession.find((s) => s.documentId === session);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <PageTitle titleKey="app.check_in.title" />
      {events.isSuccess && choices.length === 0 ? (
        <EmptyState titleKey="app.check_in.no_events" testId="check-in-empty" />
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={translate('app.check_in.event')}
              value={event}
              onChange={(e) => {
                setEvent(e.target.value);
                setSession('');
                setOutcome(null);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'check-in-event' } }}
            >
              {choices.map((e) => (
                <MenuItem key={e.documentId} value={e.documentId}>
                  {e.title}
                </MenuItem>
              ))}
            </TextField>
            {!!chosen?.sessions?.length && (
              <TextField
                select
                fullWidth
                label={translate('app.check_in.session')}
                value={session}
                onChange={(e) => setSession(e.target.value)}
              >
                <MenuItem value="">{translate('app.tickets.all_sessions')}</MenuItem>
                {chosen.sessions.map((s) => (
                  <MenuItem key={s.documentId} value={s.documentId}>
                    {s.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <Box
            component="form"
            onSubmit={submit}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              inputRef={input}
              autoFocus
              autoComplete="off"
              sx={{ flex: '1 1 14rem' }}
              label={translate('app.check_in.code')}
              helperText={translate('app.check_in.code_help')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'check-in-code', style: { fontSize: 22 } } }}
            />
            <TextButton type="submit" variant="contained" label="app.check_in.check" sx={{ mt: 1, flexShrink: 0 }} />
          </Box>
          <CameraScan onCode={(scanned) => void check(scanned)} />
          {outcome && (
            <Card
              data-testid="check-in-result"
              data-result={outcome.kind}
              sx={{ bgcolor: outcome.ok ? 'success.main' : 'error.main', color: 'common.white' }}
            >
              <CardContent>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                  {outcome.text}
                </Typography>
                {outcome.detail && <Typography sx={{ mt: 1 }}>{outcome.detail}</Typography>}
              </CardContent>
            </Card>
          )}
          {data && (
            <Box data-testid="check-in-counts">
              <Typography variant="h5" component="p">
                {translate('app.check_in.counts', sessionCounts ?? data)}
              </Typography>
              {data.revoked > 0 && (
                <Typography color="text.secondary">
                  {translate('app.check_in.revoked_count', { revoked: data.revoked })}
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
};
