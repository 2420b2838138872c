import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rules } from '@newsroom/config';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { check, checksOf } from '@/components/validators';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { checkedInputs } from './checkedInputs';
import { FormNotice } from './FormNotice';
import { TaxPercentageInput, UnitPriceInput } from './LinePriceInputs';

/** The inputs in a react-admin form of their own, saved by a plain submit button. */
const renderForm = (record: Record<string, unknown>, children: ReactNode) => {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      {children}
      <button type="submit">Opslaan</button>
    </Form>,
  );
  return onSubmit;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

const Checked = checkedInputs(checksOf({ reference: [rules.maxLength(5)], term: [rules.minValue(0)] }));
const notAcme = (value: unknown) => (value === 'acme' ? { message: 'Niet acme', args: {} } : undefined);

describe('checkedInputs', () => {
  it("checks each input by the rules of its own source, a form's own check first", async () => {
    const onSubmit = renderForm(
      { id: 1, reference: 'PO-123456', term: -1, company: 'acme' },
      <>
        <Checked.Text source="reference" label="Referentie" />
        <Checked.Number source="term" label="Termijn" />
        <Checked.Text source="company" label="Bedrijf" also={notAcme} />
      </>,
    );
    save();
    expect(await screen.findByText('Niet acme')).toBeInTheDocument();
    expect(screen.getByText('Mag hoogstens 5 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByText('Moet minstens 0 zijn')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Referentie'), { target: { value: 'PO-1' } });
    fireEvent.change(screen.getByLabelText('Termijn'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Bedrijf'), { target: { value: 'Acme B.V.' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ reference: 'PO-1', term: 14, company: 'Acme B.V.' });
  });
});

describe('line price inputs', () => {
  it("hint the currency and the document's own remark, store cents, and check the caller's rules", async () => {
    const onSubmit = renderForm(
      { id: 1, unitPrice: 2495, taxPercentage: 21 },
      <>
        <UnitPriceInput
          label="Prijs"
          validate={[check(rules.maxValue(100000))]}
          currency="EUR"
          help="app.einvoice.unit_price_help"
        />
        <TaxPercentageInput label="Btw" validate={[check(rules.maxValue(50))]} />
      </>,
    );
    expect(await screen.findByText('In EUR, exclusief btw; Negatief voor een kortingsregel')).toBeInTheDocument();
    expect(screen.getByLabelText('Prijs')).toHaveValue('24,95');
    const tax = screen.getByLabelText('Btw');
    expect(tax).toHaveAttribute('min', '0');
    expect(tax).toHaveAttribute('max', '100');
    fireEvent.change(tax, { target: { value: '60' } });
    save();
    expect(await screen.findByText('Mag hoogstens 50 zijn')).toBeInTheDocument();
    fireEvent.change(tax, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Prijs'), { target: { value: '12,50' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ unitPrice: 1250, taxPercentage: 9 });
  });

  it('show only the currency when the document adds nothing, and can be disabled', async () => {
    renderForm({ id: 1 }, <UnitPriceInput label="Prijs" validate={[]} currency="USD" disabled />);
    expect(await screen.findByText('In USD, exclusief btw')).toBeInTheDocument();
    expect(screen.getByLabelText('Prijs')).toBeDisabled();
  });
});

describe('FormNotice', () => {
  it("shows its text in the user's language under its test id", async () => {
    renderWithAdmin(<FormNotice text="app.orders.fixed_notice" testId="probe-notice" />);
    expect(await screen.findByTestId('probe-notice')).toHaveTextContent(
      'Producten, klant, valuta en bedragen liggen vast sinds de bestelling is aangemaakt.',
    );
  });
});
