import { render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { mockFetchRoutes } from '@/test/fetchMock';
import { MailActivityTab } from './MailActivityTab';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const renderTab = () =>
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <MailActivityTab documentId="p1" />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('a profile’s e-mail activity', () => {
  it('shows received, opened and clicked, and each campaign with what the person did', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/profiles/p1/mail-activity': {
        body: {
          data: {
            totals: { received: 2, opened: 1, clicked: 1 },
            campaigns: [
              {
                campaignId: 7,
                documentId: 'c1',
                name: 'Weekoverzicht',
                sentAt: '2026-11-20T08:00:00.000Z',
                openedAt: '2026-11-20T09:00:00.000Z',
                clickedAt: '2026-11-20T09:01:00.000Z',
                clicks: 2,
                bounced: false,
                unsubscribed: true,
              },
              {
                campaignId: 6,
                documentId: 'c0',
                name: 'Zomereditie',
                sentAt: '2026-08-01T08:00:00.000Z',
                openedAt: null,
                clickedAt: null,
                clicks: 0,
                bounced: true,
                unsubscribed: false,
              },
            ],
          },
        },
      },
    });
    renderTab();
    expect(await screen.findByTestId('mail-activity-received', {}, { timeout: 10_000 })).toHaveTextContent('2');
    expect(screen.getByTestId('mail-activity-opened')).toHaveTextContent('1');
    expect(screen.getByTestId('mail-activity-clicked')).toHaveTextContent('1');
    const first = screen.getByText('Weekoverzicht').closest('tr')!;
    expect(within(first).getByText('afgemeld')).toBeInTheDocument();
    const second = screen.getByText('Zomereditie').closest('tr')!;
    expect(within(second).getByText('gebounced')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/profiles/p1/mail-activity');
  });

  it('says so when the profile received no campaign', async () => {
    mockFetchRoutes({
      'GET /api/profiles/p1/mail-activity': {
        body: { data: { totals: { received: 0, opened: 0, clicked: 0 }, campaigns: [] } },
      },
    });
    renderTab();
    expect(await screen.findByTestId('mail-activity-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'Dit profiel heeft nog geen campagne ontvangen.',
    );
  });
});
