import { fireEvent, screen } from '@testing-library/react';
import { Create, SimpleForm, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '@/resources/content/content/testHarness';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { resetErrorBus } from './errorBus';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

/** The answer of Strapi's schema validation, with the field code the CMS adds (cms/src/middlewares/error-codes.ts). */
const tooLong = {
  status: 400,
  body: {
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'name must be at most 120 characters',
      details: {
        code: 'invalid_fields',
        errors: [
          { path: ['name'], message: 'name must be at most 120 characters', code: 'maxLength', params: { max: 120 } },
        ],
      },
    },
  },
};

describe('server field errors in a plain react-admin form', () => {
  it('land at their field in Dutch, not in the server’s English', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::author.author.create']) },
      'POST /api/authors': tooLong,
    });
    renderWithAdmin(
      <Create resource="authors" mutationMode="pessimistic">
        <SimpleForm>
          <TextInput source="name" label="Naam" />
        </SimpleForm>
      </Create>,
    );
    fireEvent.change(await screen.findByLabelText('Naam'), { target: { value: 'Een heel lange naam' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Mag hoogstens 120 tekens lang zijn')).toBeInTheDocument();
    expect(screen.queryByText(/must be at most/)).toBeNull();
  });
});
