import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { createStatisticsQueue } from '../providers/statisticsQueue';
import { useApi } from '../providers/useMe';

type Queue = ReturnType<typeof createStatisticsQueue>;
let queue: Queue | null = null;
// A language switch remounts the whole tree; the same URL must not count as a second view.
let lastUrl: string | null = null;

/** Counts a page view on every route change; the shared queue sends them in batches. */
export const PageViewTracker = () => {
  const api = useApi();
  const { pathname, search } = useLocation();

  useEffect(() => {
    queue ??= createStatisticsQueue((events, options) => api.statistics(events, options));
    queue.start();
    // Reload or closing the tab: send the last views with a request that outlives the page.
    const leave = () => void queue?.flush({ keepalive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // Signed out (the shell unmounts): the session is gone, so unsent views are dropped.
      queue?.stop();
    };
  }, [api]);

  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url === lastUrl) return;
    lastUrl = url;
    queue?.track(url);
  }, [pathname, search]);

  return null;
};
