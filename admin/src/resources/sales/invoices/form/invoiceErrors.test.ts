import { PREVIEW_EMAIL_MESSAGES } from '@newsroom/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@/layout/ErrorToast';
import { ApiError } from '@/providers/apiError';
import { createI18nProvider } from '@/providers/i18nProvider';
import { issueText } from '@/providers/validationMessages';
import { refusalText } from '../actions/invoiceActions';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const translators: Record<'nl' | 'en', Translate> = {} as never;
beforeAll(async () => {
  const dutch = createI18nProvider();
  const english = createI18nProvider();
  await english.changeLocale('en');
  translators.nl = (key, options) => dutch.translate(key, options);
  translators.en = (key, options) => english.translate(key, options);
  localStorage.clear();
});
const translator = (language: 'nl' | 'en') => translators[language];
const nl = 'nl' as const;
const en = 'en' as const;
const conflict = (code: string, details: Record<string, unknown> = {}) =>
  new ApiError({
    status: 409,
    name: 'ConflictError',
    message: `server text of ${code}`,
    details: { code, ...details },
    url: '/api/invoices/i1/finalize',
    method: 'POST',
  });
const fieldError = (path: string[], code: string, params?: Record<string, unknown>) =>
  new ApiError({
    status: 400,
    name: 'ValidationError',
    message: 'x',
    details: { errors: [{ path, code, message: `server text of ${code}`, params }] },
    url: '/api/invoices/i1',
    method: 'PUT',
  }).issues[0];

const CONFLICTS = [
  'invoice_final',
  'invoice_is_credit_note',
  'invoice_serials_full',
  'invoice_finalize_failed',
  'channel_inactive',
  'order_not_invoiceable',
  'invoice_not_final',
  'nothing_creditable',
  'no_recipients',
  'invoice_not_open',
  'payment_provider_disabled',
  'invoice_date_before_last',
  'invoice_date_future',
  'nothing_to_refund',
];
const FIELD_CODES = [
  'ibanForDirectDebit',
  'vatForReverseCharge',
  'exceedsOpen',
  'exceedsRefundDue',
  'duplicateEmail',
  'previewRequired',
  'previewAddresses',
  'reminderDays',
];

describe("invoice refusals in the user's language", () => {
  it("translates every refusal code of the invoice API in Dutch and English, never the server's English", () => {
    for (const catalog of [nl, en]) {
      const translate = translator(catalog);
      for (const code of CONFLICTS)
        expect(errorMessage(conflict(code, { capacity: 999 }), translate)).not.toContain('server text');
    }
    expect(errorMessage(conflict('invoice_final'), translator(nl))).toBe(
      'Deze factuur is definitief en kan niet meer veranderen of worden verwijderd. Corrigeer haar met een creditnota.',
    );
    expect(errorMessage(conflict('invoice_serials_full', { capacity: 999 }), translator(en))).toContain(
      '(at most 999)',
    );
    expect(errorMessage(conflict('invoice_date_before_last', { lastDate: '2026-11-24' }), translator(nl))).toBe(
      'Factuurdata gaan binnen een reeks nooit terug: de laatste factuur van dit kanaal is gedateerd 2026-11-24. Dateer deze factuur op 2026-11-24 of later.',
    );
  });

  it('names what an incomplete invoice misses, each rule translated', () => {
    const error = conflict('invoice_incomplete', { missing: ['supplierVat', 'customerAddress'] });
    expect(refusalText(error, translator(nl))).toBe(
      'Deze factuur kan zo niet worden uitgegeven; er ontbreekt: het btw-nummer van het kanaal, het adres van de klant (een factuuradres hier of bij de klant).',
    );
    expect(refusalText(error, translator(en))).toContain("it misses the channel's VAT number");
  });

  it('translates the field codes of the invoice API on their fields', () => {
    for (const catalog of [nl, en])
      for (const code of FIELD_CODES)
        expect(issueText(fieldError(['x'], code, { value: 'a@b.nl' }), translator(catalog))).not.toContain(
          'server text',
        );
    const nlText = (code: string, params?: Record<string, unknown>) =>
      issueText(fieldError(['paymentMethod'], code, params), translator(nl));
    expect(nlText('ibanForDirectDebit')).toBe('Automatische incasso kan alleen als de klant een IBAN heeft');
    expect(nlText('vatForReverseCharge')).toBe('Btw verleggen kan alleen als de klant een btw-nummer heeft');
    expect(nlText('duplicateEmail', { value: 'a@b.nl' })).toBe('a@b.nl staat er meer dan eens in');
    // SPEC section 5 word for word, as the shared config has them.
    expect(nlText('previewRequired')).toBe(PREVIEW_EMAIL_MESSAGES.previewRequired);
    expect(nlText('previewAddresses')).toBe(PREVIEW_EMAIL_MESSAGES.previewAddresses);
  });
});
