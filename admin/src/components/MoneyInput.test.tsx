import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { storeLocale } from '@/providers/i18nProvider';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { MoneyInput } from './MoneyInput';

const renderForm = (record: Record<string, unknown>) => {
  const onSubmit = vi.fn();
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
      <MoneyInput source="price" label="Prijs" />
    </SimpleForm>,
  );
  return onSubmit;
};

describe('MoneyInput', () => {
  it('shows cents the Dutch way and saves what is typed as cents', async () => {
    const onSubmit = renderForm({ id: 1, price: 2495 });
    const input = await screen.findByLabelText('Prijs');
    expect(input).toHaveValue('24,95');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12,5' } });
    // What is typed stays as typed while typing, and is written out on leaving the field.
    expect(input).toHaveValue('12,5');
    fireEvent.blur(input);
    expect(input).toHaveValue('12,50');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].price).toBe(1250);
  });

  it('refuses to save what is no amount, and says how to write one', async () => {
    const onSubmit = renderForm({ id: 1, price: null });
    const input = await screen.findByLabelText('Prijs');
    fireEvent.change(input, { target: { value: 'twaalf' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een bedrag in, zoals 24,95')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses the English way in English', async () => {
    storeLocale('en');
    const onSubmit = renderForm({ id: 1, price: 123450 });
    const input = await screen.findByLabelText('Prijs');
    expect(input).toHaveValue('1234.50');
    fireEvent.change(input, { target: { value: '1,000.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].price).toBe(100025);
  });
});
