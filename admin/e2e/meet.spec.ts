import crypto from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { EDITOR, latestMailTo, signIn } from './fixtures';
import { MEET_SECRET, MEET_STANDIN_PORT } from './playwright.config';

// Journey of issue #23 "Meet": an editor asks for help from the menu, the meeting opens in the page with their signed
// token, and support's mail carries a moderator link to the same room. The Jitsi server is a local stand-in that
// checks the token (HS256 with the shared secret, docs/meet.md) and shows who joined which room.

function claimsOf(jwt: string): Record<string, any> | null {
  const [header, payload, signature] = jwt.split('.');
  const expected = crypto.createHmac('sha256', MEET_SECRET).update(`${header}.${payload}`).digest('base64url');
  if (!signature || signature !== expected) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

/** The stand-in: `/<room>?jwt=` answers a page naming the room and the person when the token is good, else 401. */
function startJitsiStandIn() {
  const server = http.createServer((req, res) => {
    const url = new URL(String(req.url), `http://127.0.0.1:${MEET_STANDIN_PORT}`);
    const room = url.pathname.slice(1);
    const claims = claimsOf(url.searchParams.get('jwt') ?? '');
    const good = claims && claims.room === room && claims.aud === 'jitsi' && claims.exp * 1000 > Date.now();
    res.statusCode = good ? 200 : 401;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      good
        ? `<p id="who">Kamer ${room} · ${claims.context.user.email} · ${claims.moderator ? 'gespreksleider' : 'deelnemer'}</p>`
        : '<p id="who">Geweigerd</p>',
    );
  });
  return new Promise<http.Server>((resolve) => server.listen(MEET_STANDIN_PORT, '127.0.0.1', () => resolve(server)));
}

test('an editor starts a meeting with support, sees it in the page, and support gets a moderator link', async ({
  page,
  baseURL,
}) => {
  const jitsi = await startJitsiStandIn();
  try {
    await signIn(page, EDITOR);
    await page.getByTestId('menu-item-/meet').click();
    await expect(page).toHaveURL(/\/meet$/);
    await page.getByTestId('meet-topic').fill('De nieuwsbrief staat niet goed');
    await page.getByTestId('meet-start').click();
    await expect(page.getByTestId('meet-support-status')).toContainText('binnen 5 minuten');
    const frame = page.frameLocator('[data-testid="meet-frame"]');
    await expect(frame.locator('#who')).toContainText('editor@example.com · deelnemer');
    const room = /Kamer (nb-[0-9a-f]{20})/.exec((await frame.locator('#who').textContent()) ?? '')![1];

    const mail = await latestMailTo(baseURL!, 'support@example.com');
    expect(mail.text).toContain('De nieuwsbrief staat niet goed');
    const link = /http:\/\/127\.0\.0\.1:\d+\/\S+/.exec(mail.text)![0];
    const support = await page.context().newPage();
    await support.goto(link);
    await expect(support.locator('#who')).toHaveText(`Kamer ${room} · support@example.com · gespreksleider`);
    await support.close();

    await page.getByTestId('meet-leave').click();
    await expect(page.getByTestId('meet-start')).toBeVisible();
  } finally {
    await new Promise((resolve) => jitsi.close(resolve));
  }
});
