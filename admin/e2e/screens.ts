import { type Page, expect } from '@playwright/test';

// What "the route opens a working screen" means for the route and menu journeys (issue #23 "Quality"): a visible
// page heading in the main area, none of the error screens (not found, unauthorized, server error or a screen's
// crash caught by the error boundary, which all show ErrorScreen), no error toast, and no API call of the screen
// answered with 4xx (but a handled 404) or 5xx. Navigation stays inside the one loaded app (history + popstate, as a menu link does), so a
// journey over sixty routes takes seconds, not a page load each.

export const ERROR_SCREENS = ['error-not-found', 'error-unauthorized', 'error-server'];

export type ScreenWatch = {
  /** API answers of 400 and up (but 404) since the last `reset`, as "STATUS METHOD path?query". */
  failed: string[];
  /** Waits until no API call has been in flight for `quietMs`. */
  settle: (quietMs?: number) => Promise<void>;
  reset: () => void;
};

/** Watches the page's API calls: which failed, and how many are still in flight. */
export function watchApi(page: Page): ScreenWatch {
  const failed: string[] = [];
  const inFlight = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  // Every request counts for "in flight" (a lazy screen's code comes before its API calls); only API calls can fail.
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A 404 is a screen's probe that it handles itself (the content form asks for each language version); a missing
  // record it does not handle shows the not-found screen, which fails the check on its own.
  page.on('response', (response) => {
    if (!isApi(response.url()) || response.status() < 400 || response.status() === 404) return;
    const { pathname, search } = new URL(response.url());
    failed.push(`${response.status()} ${response.request().method()} ${pathname}${search}`);
  });
  return {
    failed,
    reset: () => failed.splice(0),
    async settle(quietMs = 300) {
      const until = Date.now() + 15_000;
      let quietSince = Date.now();
      while (Date.now() < until) {
        if (inFlight.size) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}

/** Goes to `path` inside the running app, the way a link does (no page load). */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  const { pathname, search } = new URL(path, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === pathname && url.search === search);
}

/** The main area shows a heading (or `testId` when given), no error screen, no error toast and no failed call. */
export async function expectWorkingScreen(page: Page, watch: ScreenWatch, path: string, testId?: string) {
  const main = page.locator('#main-content');
  if (testId) await expect(main.getByTestId(testId).first(), `${path}: ${testId}`).toBeVisible();
  else await expect(main.getByRole('heading', { level: 1 }).first(), `${path}: a page heading`).toBeVisible();
  await watch.settle();
  for (const id of ERROR_SCREENS) await expect(page.getByTestId(id), `${path}: ${id}`).toHaveCount(0);
  await expect(page.getByTestId('error-toast'), `${path}: an error toast`).toHaveCount(0);
  expect(watch.failed, `${path}: failed API calls`).toEqual([]);
  if (!testId) await expect(main.getByRole('heading', { level: 1 }).first(), `${path}: its text`).not.toBeEmpty();
}

/** The route refuses the user: the unauthorized screen, inside the shell. */
export async function expectRefused(page: Page, watch: ScreenWatch, path: string) {
  await expect(page.getByTestId('error-unauthorized'), `${path}: refused`).toBeVisible();
  await watch.settle();
}
