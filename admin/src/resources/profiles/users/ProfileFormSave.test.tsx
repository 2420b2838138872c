/** Saving the staff profile form: one PUT for every tab, server refusals on their fields, creating a profile. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTERS,
  PROFILE,
  TAGS,
  openTab,
  puts,
  renderConsole,
  setup,
  fieldNamed,
  prepareProfileTests,
} from './testHarness';

prepareProfileTests();

describe('saving the profile form (/users/{id})', () => {
  it('saves details, addresses (one default billing), tags and newsletters in one PUT', async () => {
    const { calls } = setup({
      'PUT /api/profiles/p7': (call) => ({
        body: {
          data: { ...PROFILE, ...(call.body as { data: object }).data, tags: [TAGS[2]], newsletters: [NEWSLETTERS[0]] },
        },
      }),
    });
    renderConsole('/users/p7');
    const person = await screen.findByTestId('section-person');
    const firstName = within(person).getByDisplayValue('Piet');
    fireEvent.change(firstName, { target: { value: 'Pieter' } });

    await openTab('Adressen');
    fireEvent.click(document.querySelector<HTMLElement>('.button-add-addresses')!);
    fireEvent.change(await fieldNamed('addresses.1.postcode'), { target: { value: '3511 AB' } });
    fireEvent.change(await fieldNamed('addresses.1.city'), { target: { value: 'Utrecht' } });
    // Ticking "default billing" on the new address unticks it on the first.
    const billing = [0, 1].map((i) => {
      const choice = screen.getByTestId(`address-${i}-defaultBilling`);
      expect(choice).toHaveTextContent('Standaard factuuradres');
      return choice.querySelector('input')!;
    });
    expect(billing[0]).toBeChecked();
    fireEvent.click(billing[1]);
    expect(billing[0]).not.toBeChecked();
    expect(billing[1]).toBeChecked();

    await openTab('Tags en nieuwsbrieven');
    expect(within(screen.getByTestId('tags-INTEREST')).getByText('Sport')).toBeInTheDocument();
    expect(screen.getByText('1 van hoogstens 25 nieuwsbrieven gekozen')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const put = puts(calls)[0];
    expect(decodeURIComponent(put.url)).toContain('populate[addresses]=true');
    const data = (put.body as { data: Record<string, unknown> }).data;
    expect(data.firstName).toBe('Pieter');
    expect(data.addresses).toEqual([
      expect.objectContaining({
        id: 11,
        postcode: '1012 LG',
        defaultBilling: false,
        defaultShipping: false,
        country: 'NL',
      }),
      expect.objectContaining({
        postcode: '3511 AB',
        city: 'Utrecht',
        defaultBilling: true,
        defaultShipping: false,
        country: 'NL',
      }),
    ]);
    expect(data.tags).toEqual(['t-sport']);
    expect(data.newsletters).toEqual(['n-daily']);
    // Read-only and bookkeeping fields stay home; no empty CV is created.
    for (const field of ['accountStatus', 'blocked', 'expanded', 'numericId', 'documentId', 'createdAt', 'cv'])
      expect(data).not.toHaveProperty(field);
  });
  it('keeps the typed input when the server refuses, with the Dutch message on the field and its tab', async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          status: 400,
          name: 'ValidationError',
          message: '2 errors occurred',
          details: {
            code: 'invalid_fields',
            errors: [
              { path: ['email'], code: 'unique', message: 'email is already in use.' },
              {
                path: ['addresses', '0', 'defaultShipping'],
                code: 'default_shipping_once',
                message: 'Only one address can be the default shipping address.',
              },
            ],
          },
        },
      },
    };
    const { calls } = setup({ 'PUT /api/profiles/p7': refusal });
    renderConsole('/users/p7');
    const email = await screen.findByDisplayValue('piet@example.nl');
    fireEvent.change(email, { target: { value: 'els@example.nl' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Is al in gebruik')).toBeInTheDocument();
    expect(await fieldNamed('email')).toHaveValue('els@example.nl');
    expect(puts(calls)).toHaveLength(1);
    await openTab('Adressen');
    expect(await screen.findByText('Maar één adres kan het standaard verzendadres zijn')).toBeInTheDocument();
  });
  it('creates a profile with the defaults and then opens its edit page', async () => {
    const { calls } = setup({
      'POST /api/profiles': (call) => ({
        body: {
          data: {
            ...PROFILE,
            ...(call.body as { data: object }).data,
            id: 9,
            documentId: 'p9',
            addresses: [],
            tags: [],
            newsletters: [],
          },
        },
      }),
      'GET /api/profiles/p9': {
        body: {
          data: {
            ...PROFILE,
            id: 9,
            documentId: 'p9',
            email: 'nieuw@example.nl',
            addresses: [],
            tags: [],
            newsletters: [],
          },
        },
      },
    });
    renderConsole('/users/create');
    fireEvent.change(await fieldNamed('email'), { target: { value: 'nieuw@example.nl' } });
    await openTab('Notities');
    expect(
      screen.getAllByText('Sla het profiel eerst op; daarna kunt u hier notities en het account beheren.').length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/profiles'))).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/profiles'))!;
    expect((post.body as { data: unknown }).data).toEqual(
      expect.objectContaining({
        email: 'nieuw@example.nl',
        type: 'LEAD',
        language: 'NL',
        addresses: [],
        tags: [],
        newsletters: [],
      }),
    );
    expect(await screen.findByDisplayValue('nieuw@example.nl')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url.startsWith('/api/profiles/p9'))).toBe(true),
    );
  });
});
