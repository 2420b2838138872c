import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Loading } from 'react-admin';

type Screen = ComponentType | ReactNode;

/**
 * A screen whose code is fetched when it is first shown (route-level code splitting, C14): the initial
 * JavaScript holds the shell, and each area's screens arrive with their first visit. Made once per screen
 * at module level; a new lazy component per render would remount it.
 */
export const lazyScreen = (load: () => Promise<Screen>): (() => ReactElement) => {
  const Lazy = lazy(async () => {
    const View = await load();
    const Component: ComponentType =
      typeof View === 'function' ? (View as ComponentType) : () => <>{View as ReactNode}</>;
    return { default: Component };
  });
  const LazyScreen = () => (
    <Suspense fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
  return LazyScreen;
};
