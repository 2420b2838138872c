import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { CUSTOMER_FORM_ACTIONS, customerRecord } from '../testData';
import { vacanciesOfUrl } from './VacancyCreditsTab';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const CREDITS = 'api::vacancy.vacancy.credits';
const LIST_VACANCIES = 'api::vacancy.vacancy.find';
// The shape of GET /api/vacancy-credits/:customer (cms/src/api/vacancy/controllers/vacancy.ts).
const answer = (grants: unknown[], vacancies: number) => ({
  data: {
    VACANCY: { granted: grants.length ? 3 : 0, used: grants.length ? 2 : 0, left: grants.length ? 1 : 0 },
    HIGHLIGHT: { granted: grants.length ? 1 : 0, used: 0, left: grants.length ? 1 : 0 },
    LONGER_RUN: { granted: 0, used: 0, left: 0 },
  },
  meta: { grants, vacancies },
});
const GRANTS = [
  {
    order: { documentId: 'o7', serial: '000007' },
    line: 2,
    description: 'Uitgelicht plaatsen',
    kind: 'HIGHLIGHT',
    amount: 1,
    createdAt: '2026-11-03T10:00:00.000Z',
  },
  {
    order: { documentId: 'o7', serial: '000007' },
    line: 1,
    description: 'Vacaturepakket 3',
    kind: 'VACANCY',
    amount: 3,
    createdAt: '2026-11-03T10:00:00.000Z',
  },
];
const routes = (actions: string[], credits: unknown) => ({
  'GET /api/me': { body: meWith(actions) },
  'GET /api/customers/c1': { body: { data: customerRecord() } },
  'GET /api/customers/c1/employees': { body: { data: [] } },
  'GET /api/profile-tags': { body: { data: [], meta: { pagination: { total: 0 } } } },
  'GET /api/vacancy-credits/c1': { body: credits },
});
const openTab = async () => {
  renderConsole('/sales/customers/c1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Vacaturetegoed' }));
  return screen.findByTestId('customer-vacancy-credits');
};

describe('/sales/customers/{id} vacancy credits tab', () => {
  it('shows granted, used and left per kind, the order lines they came from and the vacancies link', async () => {
    const { calls } = mockFetchRoutes(routes([...CUSTOMER_FORM_ACTIONS, CREDITS, LIST_VACANCIES], answer(GRANTS, 2)));
    const tab = await openTab();
    const vacancy = within(tab).getByTestId('vacancy-credit-VACANCY');
    expect([...vacancy.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Vacatures', '3', '2', '1']);
    expect(within(tab).getByTestId('vacancy-credit-HIGHLIGHT')).toHaveTextContent('Uitgelicht');
    expect(within(tab).getByTestId('vacancy-credit-LONGER_RUN')).toHaveTextContent('Langere looptijd');

    const grants = within(tab).getAllByTestId('vacancy-credit-grant');
    expect(grants).toHaveLength(2);
    expect(within(grants[1]).getByRole('link', { name: '000007' })).toHaveAttribute('href', '/sales/orders/o7/show');
    expect(grants[1]).toHaveTextContent('1 · Vacaturepakket 3');
    expect(grants[1]).toHaveTextContent('3 nov 2026');
    expect(grants[1]).toHaveTextContent('Vacatures');

    expect(within(tab).getByTestId('vacancy-count')).toHaveTextContent('2 vacatures van deze klant');
    const link = within(tab).getByRole('link', { name: 'Toon de vacatures' });
    expect(link).toHaveAttribute('href', vacanciesOfUrl('c1'));
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('filter={"employer":{"documentId":"c1"}}');
    expect(calls.filter((c) => c.url.startsWith('/api/vacancy-credits')).map((c) => c.url)).toEqual([
      '/api/vacancy-credits/c1',
    ]);
  });

  it('explains where credits come from when there are none, and links no list it may not open', async () => {
    mockFetchRoutes(routes([...CUSTOMER_FORM_ACTIONS, CREDITS], answer([], 1)));
    const tab = await openTab();
    expect(within(tab).getByTestId('vacancy-credits-empty')).toHaveTextContent(
      'Nog geen vacaturetegoedHet komt van betaalde bestellingen met een VACANCY- of VACANCY_OPTION-product.',
    );
    expect(within(tab).getByTestId('vacancy-count')).toHaveTextContent('1 vacature van deze klant');
    expect(within(tab).queryByTestId('vacancy-list-link')).not.toBeInTheDocument();
    expect(within(tab).queryByTestId('vacancy-credit-balances')).not.toBeInTheDocument();
  });

  it('has no tab without the credits action', async () => {
    const { calls } = mockFetchRoutes(routes([...CUSTOMER_FORM_ACTIONS, LIST_VACANCIES], answer(GRANTS, 2)));
    renderConsole('/sales/customers/c1');
    await screen.findByRole('tab', { name: 'Bestellingen' });
    expect(screen.queryByRole('tab', { name: 'Vacaturetegoed' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/vacancy-credits'))).toBe(false);
  });
});
