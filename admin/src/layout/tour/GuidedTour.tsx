import { TOUR_VERSION } from '@newsroom/config';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useApi, useMe } from '@/providers/useMe';
import { useMenu } from '../useMenu';
import { endTour, startTour, useTourRunning } from './tourStore';
import { present, tourSteps, type TourStep } from './tourSteps';

const TourRunner = lazy(() => import('./TourRunner'));

/** The areas with a text of their own in app.tour.areas (the others get the general one). */
export const AREA_TEXTS = new Set([
  'users',
  'partners',
  'content',
  'comments',
  'marketing',
  'engagement',
  'push',
  'forms',
  'vacancies',
  'dossiers',
  'pages',
  'sales',
  'events',
  'files',
  'meet',
  'settings',
]);

// Users this visit already started the tour for: the stored state arrives with the next /api/me.
const startedFor = new Set<number>();

/**
 * The guided tour (issue #23): starts by itself on a user's first sign-in (their stored `tourCompleted` is below
 * TOUR_VERSION), again from the profile menu; finishing or skipping stores the version, per user.
 */
export const GuidedTour = () => {
  const { me } = useMe();
  const api = useApi();
  const running = useTourRunning();
  const { nodes } = useMenu();
  const [steps, setSteps] = useState<TourStep[] | null>(null);
  const done = (me?.preferences?.tourCompleted ?? 0) >= TOUR_VERSION;

  useEffect(() => {
    if (!me || done || startedFor.has(me.id)) return;
    startedFor.add(me.id);
    startTour();
  }, [me, done]);

  const all = useMemo(() => tourSteps(nodes, AREA_TEXTS), [nodes]);
  // The steps are read from the page once the tour starts (after the menu rendered), and kept while it runs.
  useEffect(() => {
    if (!running) return setSteps(null);
    const frame = requestAnimationFrame(() => setSteps(present(all)));
    return () => cancelAnimationFrame(frame);
  }, [running, all]);

  if (!running || !steps) return null;
  const end = () => {
    endTour();
    api.updatePreferences({ tourCompleted: TOUR_VERSION }).catch(() => undefined);
  };
  return (
    <Suspense fallback={null}>
      <TourRunner steps={steps} onEnd={end} />
    </Suspense>
  );
};
