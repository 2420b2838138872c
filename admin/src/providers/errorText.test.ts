import { describe, expect, it } from 'vitest';
import { toApiError } from './apiError';
import { errorText } from './errorText';
import { createI18nProvider } from './i18nProvider';

const refusal = (status: number, details: Record<string, unknown>) =>
  toApiError(status, { error: { status, message: 'English from the server', details } }, '/api/x', 'POST');

describe('errorText', () => {
  const { translate } = createI18nProvider();

  it('fills a code’s text from values beside the code or in details.params', () => {
    expect(errorText(refusal(422, { code: 'sender_domain', domains: 'krant.nl' }), translate)).toContain('krant.nl');
    expect(errorText(refusal(409, { code: 'segment_limit', params: { max: 7 } }), translate)).toBe(
      'Het maximale aantal segmenten (7) is bereikt. Verwijder een segment, of vraag een beheerder het maximum te verhogen.',
    );
  });

  it('falls back to what the status means, never to the server’s English, when a value is missing', () => {
    const text = errorText(refusal(409, { code: 'segment_limit' }), translate);
    expect(text).not.toContain('%{max}');
    expect(text).not.toBe('English from the server');
  });
});
