import { describe, expect, it } from 'vitest';
import { fieldErrorsOrThrow } from '@/components/submitErrors';
import { ApiError } from './apiError';
import { createI18nProvider } from './i18nProvider';

const translate = createI18nProvider().translate as (key: string, options?: Record<string, unknown>) => string;

describe('validation messages shared with the server', () => {
  it('shows server field errors in Dutch on the right fields', () => {
    const error = new ApiError({
      status: 400,
      name: 'ValidationError',
      message: 'Some fields are not valid',
      url: '/api/me/profile',
      method: 'PUT',
      details: {
        code: 'invalid_fields',
        errors: [
          { path: ['firstName'], message: 'maxLength', code: 'maxLength', params: { max: 100 } },
          { path: ['facebook'], message: 'profileLink', code: 'profileLink', params: { network: 'facebook.com' } },
          { path: ['screenName'], message: 'Something new' },
        ],
      },
    });
    expect(fieldErrorsOrThrow(error, translate)).toEqual({
      firstName: 'Mag hoogstens 100 tekens lang zijn',
      facebook: 'Vul een geldige link naar een facebook.com-profiel in',
      screenName: 'Something new',
    });
  });

  it('keeps the form unsaved when the server gives no field, and rethrows non-API errors', () => {
    const error = new ApiError({
      status: 500,
      name: 'InternalServerError',
      message: 'boom',
      url: '/api/me/profile',
      method: 'PUT',
    });
    expect(fieldErrorsOrThrow(error, translate)).toEqual({ root: { server: 'boom' } });
    expect(() => fieldErrorsOrThrow(new TypeError('bug'), translate)).toThrow('bug');
  });
});
