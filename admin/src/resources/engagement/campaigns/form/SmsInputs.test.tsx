import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@/providers/i18nProvider';
import { SmsCounter, SmsInputs } from './SmsInputs';

const inConsole = (ui: React.ReactElement) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()}>{ui}</AdminContext>
    </TestMemoryRouter>,
  );
const figures = () => screen.getByTestId('sms-counter-figures').textContent;

describe('the SMS counter', () => {
  it('counts GSM-7 septets and parts as the gateway does', () => {
    const { rerender } = inConsole(<SmsCounter text="Hallo" />);
    expect(figures()).toBe('5 tekens · GSM-7 · 1 van maximaal 6 delen · nog 155 in het laatste deel');
    expect(screen.queryByTestId('sms-counter-ucs2')).toBeNull();
    // Past 160 a message goes in parts of 153; € is an escape pair (2 septets).
    rerender(
      <TestMemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()}>
          <SmsCounter text={`${'a'.repeat(160)}€`} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(figures()).toBe('162 tekens · GSM-7 · 2 van maximaal 6 delen · nog 144 in het laatste deel');
  });

  it('says which characters make it UCS-2, and shows a text past six parts as an error', () => {
    inConsole(<SmsCounter text={'ç'.repeat(403)} />);
    expect(figures()).toBe('403 tekens · UCS-2 · 7 van maximaal 6 delen · nog 66 in het laatste deel');
    expect(screen.getByTestId('sms-counter-ucs2').textContent).toContain('(ç)');
    expect(getComputedStyle(screen.getByTestId('sms-counter-figures')).color).not.toBe(
      getComputedStyle(screen.getByTestId('sms-counter-ucs2')).color,
    );
  });
});

describe('the SMS text input', () => {
  it('updates the counter while typing', () => {
    inConsole(
      <ResourceContextProvider value="mail/campaigns">
        <Form defaultValues={{ smsText: '' }}>
          <SmsInputs />
        </Form>
      </ResourceContextProvider>,
    );
    expect(figures()).toBe('0 tekens · GSM-7 · 0 van maximaal 6 delen · nog 160 in het laatste deel');
    const input = screen.getByRole('textbox', { name: 'Sms-tekst' });
    fireEvent.change(input, { target: { value: 'Hé Anna 😀' } });
    expect(figures()).toBe('10 tekens · UCS-2 · 1 van maximaal 6 delen · nog 60 in het laatste deel');
    expect(screen.getByTestId('sms-counter-ucs2').textContent).toContain('😀');
  });
});
