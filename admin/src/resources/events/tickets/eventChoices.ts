import { useQuery } from '@tanstack/react-query';
import { ticketApi } from '@/providers/ticketApi';

/** The events (and their sessions) the ticket filters and the guest list choose from. */
export const useEventChoices = () => {
  const { data } = useQuery({ queryKey: ['tickets', 'events'], queryFn: ticketApi.events });
  const events = data?.data ?? [];
  return {
    events: events.map((e) => ({ id: e.documentId, name: e.title })),
    sessions: events.flatMap((e) =>
      (e.sessions ?? []).map((s) => ({ id: s.documentId, name: `${e.title} – ${s.title}` })),
    ),
  };
};
