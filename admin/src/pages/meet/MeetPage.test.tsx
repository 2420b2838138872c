import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '@/layout/areas';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import { MeetPage } from './MeetPage';

const renderPage = () =>
  render(
    <TestMemoryRouter initialEntries={['/meet']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <MeetPage />
      </AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TIMEOUT = { timeout: 15_000 };
const MEETING = {
  domain: 'meet.newsroom.test',
  room: 'nb-0123456789abcdef0123',
  roomUrl: 'https://meet.newsroom.test/nb-0123456789abcdef0123',
  jwt: 'aaa.bbb.ccc',
  expiresAt: '2026-11-28T12:00:00.000Z',
  supportNotified: true,
  supportMinutes: 5,
};

describe('/meet', () => {
  it('starts a meeting with the topic and shows it in the page with what support was told', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::meet.meet.auth']) },
      'POST /api/meet/auth': { status: 201, body: { data: MEETING } },
    });
    renderPage();
    await userEvent.type(await screen.findByTestId('meet-topic', {}, TIMEOUT), 'Factuurrun');
    await userEvent.click(screen.getByTestId('meet-start'));
    const frame = await screen.findByTestId('meet-frame', {}, TIMEOUT);
    expect(frame).toHaveAttribute('src', `${MEETING.roomUrl}?jwt=aaa.bbb.ccc#config.prejoinConfig.enabled=false`);
    expect(screen.getByTestId('meet-support-status')).toHaveTextContent('binnen 5 minuten');
    expect(calls.find((c) => c.url === '/api/meet/auth')!.body).toEqual({ data: { topic: 'Factuurrun' } });
    await userEvent.click(screen.getByTestId('meet-leave'));
    expect(await screen.findByTestId('meet-start')).toBeInTheDocument();
  });

  it('keeps the topic and says why when the server refuses', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::meet.meet.auth']) },
      'POST /api/meet/auth': {
        status: 429,
        body: { error: { status: 429, name: 'RateLimitError', message: 'x', details: { code: 'meet_too_many' } } },
      },
    });
    renderPage();
    await userEvent.type(await screen.findByTestId('meet-topic', {}, TIMEOUT), 'Hulp');
    await userEvent.click(screen.getByTestId('meet-start'));
    await waitFor(() => expect(screen.getByTestId('meet-error')).toHaveTextContent('over een kwartier'), TIMEOUT);
    expect(screen.getByTestId('meet-topic')).toHaveValue('Hulp');
  });

  it('is in the menu only with the action, which /api/me leaves out without a meeting server', () => {
    expect(routesOf(filterMenu(MENU, ['api::meet.meet.auth']))).toContain('/meet');
    expect(routesOf(filterMenu(MENU, ['api::content.content.find']))).not.toContain('/meet');
  });
});
