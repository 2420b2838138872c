// The browser's zone is New York (UTC-4 in June), not Amsterdam (UTC+2): what a user there types and reads must
// still be Dutch time. Node reads TZ again whenever it changes, so this holds for every Date below.
process.env.TZ = 'America/New_York';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { formatDateTime } from './formatDate';
import { ZonedDateTimeInput } from './ZonedDateTimeInput';

afterAll(() => {
  delete process.env.TZ;
});

const renderForm = (record: Record<string, unknown>, onSubmit = vi.fn()) => {
  renderWithAdmin(
    <SimpleForm
      record={record}
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <ZonedDateTimeInput source="publishAt" label="Publiceren op" />
    </SimpleForm>,
  );
  return onSubmit;
};

describe('ZonedDateTimeInput in a browser outside the Netherlands', () => {
  it('is really running in New York', () => {
    expect(new Date('2026-06-01T08:00:00.000Z').getHours()).toBe(4);
  });

  it('shows a stored moment in Amsterdam wall-clock time and says so', async () => {
    renderForm({ id: 1, publishAt: '2026-06-01T08:00:00.000Z' });
    const input = await screen.findByLabelText('Publiceren op');
    expect(input).toHaveValue('2026-06-01T10:00');
    expect(screen.getByText('Nederlandse tijd')).toBeInTheDocument();
  });

  it('stores what is typed as Amsterdam time, in UTC', async () => {
    const onSubmit = renderForm({ id: 1, publishAt: null });
    const input = await screen.findByLabelText('Publiceren op');
    fireEvent.change(input, { target: { value: '2026-06-01T12:30' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2026-06-01T12:30');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].publishAt).toBe('2026-06-01T10:30:00.000Z');
  });

  it('shows moments in lists and pages in Amsterdam time too', () => {
    expect(formatDateTime('2026-06-01T08:00:00.000Z', 'nl')).toBe('1 jun 2026, 10:00');
  });
});
