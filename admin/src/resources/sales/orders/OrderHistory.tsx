import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { formatMoney } from '@/components/money';
import type { HistoryEntry } from './orderRecord';

// The server writes these notes in English; known ones are translated, others shown as written.
const NOTE_KEYS: Record<string, string> = {
  'tickets returned to stock': 'tickets_returned',
  'credit note needed: invoicing is not set up': 'credit_note_needed',
  requested: 'requested',
  'no tickets made: the seats were released before the payment': 'no_tickets_released',
};

/** Notes with a number or amount in them (an invoice's credit notes): pattern, catalog key, its values. */
const NOTE_PATTERNS: Array<[RegExp, string, (match: RegExpExecArray) => Record<string, string>]> = [
  [/^credit note of (\S+)$/, 'credit_note_of', (m) => ({ serial: m[1] })],
  [/^(\S+); (\d+) cents to refund$/, 'credit_with_refund', (m) => ({ serial: m[1], cents: m[2] })],
  [/^(\d+) tickets? made$/, 'tickets_made', (m) => ({ smart_count: m[1] })],
  [/^(\d+) tickets? revoked$/, 'tickets_revoked', (m) => ({ smart_count: m[1] })],
  [/^(\d+) draft invoice\(s\) deleted \((\d+) cents\)/, 'drafts_deleted', (m) => ({ smart_count: m[1], cents: m[2] })],
];

/** Where a record's history takes its words: the order's by default, an invoice's with its own statuses and actions. */
export interface HistoryWords {
  statuses: string;
  actions: string;
  testId: string;
}
const ORDER_WORDS: HistoryWords = {
  statuses: 'app.orders.statuses',
  actions: 'app.orders.history_actions',
  testId: 'order-history',
};

/**
 * Every change of the order (or of another sales record with the same history shape, like an invoice),
 * newest first: what, from → to, an amount in the record's currency, who, when and a note.
 */
export const OrderHistory = ({ words = ORDER_WORDS }: { words?: HistoryWords } = {}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const entries = [...((record?.history ?? []) as HistoryEntry[])].reverse();
  const status = (s?: string) => (s ? translate(`${words.statuses}.${s}`, { _: s }) : '');
  const noteText = (note: string) => {
    if (NOTE_KEYS[note]) return translate(`app.orders.history_notes.${NOTE_KEYS[note]}`);
    for (const [pattern, key, values] of NOTE_PATTERNS) {
      const match = pattern.exec(note);
      if (!match) continue;
      const { cents, ...rest } = values(match);
      // Polyglot picks a plural form only for a numeric smart_count.
      return translate(`app.orders.history_notes.${key}`, {
        ...rest,
        ...(rest.smart_count ? { smart_count: Number(rest.smart_count) } : {}),
        amount: cents ? formatMoney(Number(cents), record?.currency, locale) : '',
        _: note,
      });
    }
    return note;
  };
  if (!entries.length) return <Typography color="text.secondary">{translate('app.orders.history_empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={words.testId}>
      {entries.map((entry, i) => {
        // The server writes "system" for the expiry sweep; other names are people (or the demo seed).
        const by = !entry.by?.name || entry.by.name === 'system' ? translate('app.orders.system') : entry.by.name;
        const change =
          entry.from && entry.to && entry.from !== entry.to
            ? `${status(entry.from)} → ${status(entry.to)}`
            : status(entry.to);
        const note = entry.note ? noteText(entry.note) : '';
        return (
          <Box
            component="li"
            key={`${entry.at}-${i}`}
            sx={{ borderLeft: 2, borderColor: i === 0 ? 'primary.main' : 'divider', pl: 2, pb: 1.5 }}
            data-testid="history-entry"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`${words.actions}.${entry.action}`, { _: entry.action })}
              {change && ` · ${change}`}
              {typeof entry.amount === 'number' && ` · ${formatMoney(entry.amount, record?.currency, locale)}`}
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
