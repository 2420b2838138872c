import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeCron } from '@newsroom/config';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { cronLanguage } from './cronText';

/** One entry of the trigger's history as the server writes it (cms order/services/history.ts `entry`). */
interface TriggerHistoryEntry {
  at: string;
  by?: { id: number | null; name: string };
  action: string;
  note?: string;
  /** A skipped run's refusal code (segment_required, template_required, sender_domain ...). */
  code?: string;
}

/** Steps whose note is the schedule they left (create, update, switch on or off). */
const SCHEDULE_NOTES = new Set(['create', 'update', 'activate', 'deactivate']);

/** Every change and run of the trigger, newest first: what, when, who, and the schedule or the reason. */
export const TriggerHistory = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const entries = [...((record?.history ?? []) as TriggerHistoryEntry[])].reverse();
  const noteText = (entry: TriggerHistoryEntry): string => {
    const note = entry.note ?? '';
    if (!note) return '';
    if (SCHEDULE_NOTES.has(entry.action)) {
      const words = describeCron(note, cronLanguage(locale));
      return translate('app.triggers.history.schedule_note', { schedule: words ? `${words} (${note})` : note });
    }
    if (entry.action === 'skipped')
      return entry.code ? translate(`app.triggers.history.skipped_notes.${entry.code}`, { _: note }) : note;
    // A run's note is its campaign's documentId: the runs table links to it.
    return '';
  };
  if (!entries.length) return <Typography color="text.secondary">{translate('app.triggers.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="trigger-history">
      {entries.map((entry, i) => {
        const by =
          !entry.by?.name || entry.by.name === 'system' ? translate('app.triggers.history.system') : entry.by.name;
        const note = noteText(entry);
        return (
          <Box
            component="li"
            key={`${entry.at}-${i}`}
            sx={{ borderLeft: 2, borderColor: i === 0 ? 'primary.main' : 'divider', pl: 2, pb: 1.5 }}
            data-testid="trigger-history-entry"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`app.triggers.history.actions.${entry.action}`, { _: entry.action })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatDateTime(entry.at, locale)} · {translate('app.triggers.history.by', { name: by })}
            </Typography>
            {note && <Typography variant="body2">{note}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
};
