import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../components/formatDate';
import type { HistoryEntry } from './orderRecord';

// The server writes these notes in English; known ones are translated, others shown as written.
const NOTE_KEYS: Record<string, string> = {
  'tickets returned to stock': 'tickets_returned',
  'credit note needed: invoicing is not set up': 'credit_note_needed',
  requested: 'requested',
};

/** Every change of the order, newest first: what, from → to, who, when and a note. */
export const OrderHistory = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const entries = [...((record?.history ?? []) as HistoryEntry[])].reverse();
  const status = (s?: string) => (s ? translate(`app.orders.statuses.${s}`, { _: s }) : '');
  if (!entries.length) return <Typography color="text.secondary">{translate('app.orders.history_empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="order-history">
      {entries.map((entry, i) => {
        // The server writes "system" for the expiry sweep; other names are people (or the demo seed).
        const by = !entry.by?.name || entry.by.name === 'system' ? translate('app.orders.system') : entry.by.name;
        const change = entry.from && entry.to && entry.from !== entry.to ? `${status(entry.from)} → ${status(entry.to)}` : status(entry.to);
        const note = entry.note ? (NOTE_KEYS[entry.note] ? translate(`app.orders.history_notes.${NOTE_KEYS[entry.note]}`) : entry.note) : '';
        return (
          <Box component="li" key={`${entry.at}-${i}`} sx={{ borderLeft: 2, borderColor: i === 0 ? 'primary.main' : 'divider', pl: 2, pb: 1.5 }} data-testid="history-entry">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`app.orders.history_actions.${entry.action}`, { _: entry.action })}
              {change && ` · ${change}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatDateTime(entry.at, locale)} · {translate('app.orders.history_by', { name: by })}
            </Typography>
            {note && <Typography variant="body2">{note}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
};
