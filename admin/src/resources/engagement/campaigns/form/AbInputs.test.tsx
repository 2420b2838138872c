import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  SaveContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type SaveHandler,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/providers/apiError';
import { createI18nProvider } from '@/providers/i18nProvider';
import { CampaignForm } from './CampaignForm';
import { CampaignInputs } from './CampaignInputs';

const DEFAULTS = { name: 'Proef verzendtijd', channel: 'EMAIL', type: 'STANDARD', schedule: 'IMMEDIATE' };
type Save = (payload: Record<string, unknown>, options?: { onError?: (error: unknown) => void }) => Promise<void>;

/** A new e-mail campaign's form, saving through `save` (the server's part, played by the test). */
const renderForm = (save: Save) =>
  render(
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={createI18nProvider()}
        dataProvider={testDataProvider({
          getList: async () => ({ data: [], total: 0 }) as never,
          getMany: async () => ({ data: [] }) as never,
        })}
      >
        <ResourceContextProvider value="mail/campaigns">
          <SaveContextProvider value={{ save: save as unknown as SaveHandler<Record<string, unknown>>, saving: false }}>
            <CampaignForm defaultValues={DEFAULTS}>
              <CampaignInputs />
            </CampaignForm>
          </SaveContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );

/** Makes the campaign an A/B test on send time (AbInputs) and types a send time (Amsterdam wall clock) for each of its two variants. */
async function chooseSendTimes(a: string, b: string) {
  fireEvent.click(await screen.findByRole('radio', { name: 'A/B-test' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Verzendtijd' }));
  const inputs = await screen.findAllByLabelText(/Versturen op/);
  expect(inputs).toHaveLength(2);
  // A send-time variant has no content inputs (only the campaign's own sender name is left).
  expect(screen.getAllByRole('textbox', { name: /Naam afzender/ })).toHaveLength(1);
  for (const [input, value] of [
    [inputs[0], a],
    [inputs[1], b],
  ] as const) {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
  return inputs;
}

describe('the send-time A/B inputs', () => {
  it('save the two send times in UTC, keyed A and B, with the test settings', async () => {
    const save = vi.fn<Save>(async () => undefined);
    renderForm(save);
    await chooseSendTimes('2030-03-05T09:00', '2030-03-05T17:30');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const payload = save.mock.calls[0][0];
    expect(payload).toMatchObject({ name: 'Proef verzendtijd', type: 'AB', variable: 'DELIVERY_SCHEDULE' });
    expect(payload.variants).toEqual({
      testShare: 20,
      waitHours: 4,
      metric: 'OPEN_RATE',
      winnerMode: 'AUTO',
      // Amsterdam wall-clock time stored in UTC (UTC+1 in March).
      variants: [
        { key: 'A', sendAt: '2030-03-05T08:00:00.000Z' },
        { key: 'B', sendAt: '2030-03-05T16:30:00.000Z' },
      ],
    });
  });

  it("shows the server's refusal of a send time on that variant's field, in the user's language", async () => {
    const save = vi.fn<Save>(async (_payload, options) => {
      options?.onError?.(
        new ApiError({
          status: 400,
          name: 'ValidationError',
          message: 'Variant B has the same send time as variant A.',
          details: {
            code: 'ab_send_at_same',
            errors: [
              {
                path: ['variants', 'variants', '1', 'sendAt'],
                code: 'ab_send_at_same',
                params: { key: 'B', same: 'A' },
                message: 'Variant B has the same send time as variant A.',
              },
            ],
          },
          url: '/api/campaigns',
          method: 'POST',
        }),
      );
    });
    renderForm(save);
    const inputs = await chooseSendTimes('2030-03-05T09:00', '2030-03-05T09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const text = 'Variant B heeft dezelfde verzendtijd als variant A.';
    // On B's input (its described-by text), not on A's; and above the buttons.
    await waitFor(() => expect(inputs[1]).toHaveAccessibleDescription(expect.stringContaining(text)));
    expect(inputs[1]).toHaveAttribute('aria-invalid', 'true');
    expect(inputs[0]).not.toHaveAccessibleDescription(expect.stringContaining(text));
    expect(within(screen.getByTestId('campaign-refusal')).getByText(/dezelfde verzendtijd/)).toBeInTheDocument();
  });
});
