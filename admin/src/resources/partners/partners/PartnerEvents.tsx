import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useGetList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/components/formatDate';
import { usePermitted } from '@/components/usePermitted';

/** The events a partner is linked to, read-only (the link is made on the event). */
export const PartnerEvents = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const id = String(record?.id ?? '');
  const canRead = usePermitted('list', 'events');
  const { data } = useGetList(
    'events',
    {
      filter: { 'partners.documentId': id },
      sort: { field: 'beginsAt', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
    },
    { enabled: !!id && canRead },
  );
  const events = data ?? [];
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(events.length ? 'app.partners.events_help' : 'app.partners.no_events')}
      </Typography>
      <List dense data-testid="partner-events">
        {events.map((event) => (
          <ListItem key={event.id} disableGutters>
            <Link component={RouterLink} to={`/events/${event.id}`}>
              {event.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {formatDateTime(event.beginsAt, locale)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </>
  );
};
