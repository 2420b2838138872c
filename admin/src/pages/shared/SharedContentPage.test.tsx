import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { SharedContentPage } from './SharedContentPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const renderShared = (token: string) =>
  renderWithAdmin(
    <Routes>
      <Route path="/shared/:token" element={<SharedContentPage />} />
    </Routes>,
    { path: `/shared/${token}` },
  );

describe('shared content page', () => {
  it('shows a planned item to someone without an account, its body in a sandboxed frame', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/delivery/links/c1~abc~mac': {
        body: {
          data: {
            title: 'Gepland stuk',
            type: 'ARTICLE',
            status: 'PLANNED',
            publishAt: '2026-12-24T09:00:00.000Z',
            introduction: 'Over de kerst',
            body: '<p>Tekst</p><script>alert(1)</script>',
            locale: 'nl',
            link: { kind: 'SHARE', expiresAt: null },
          },
        },
      },
    });
    renderShared('c1~abc~mac');
    expect(await screen.findByTestId('shared-title')).toHaveTextContent('Gepland stuk');
    expect(screen.getByTestId('shared-status')).toHaveTextContent('Gedeeld item');
    expect(screen.getByTestId('shared-status')).toHaveTextContent('Gepland voor 24 dec 2026, 10:00');
    expect(screen.getByTestId('shared-expiry')).toHaveTextContent('Deze link heeft geen einddatum.');
    const frame = screen.getByTestId('shared-body');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Tekst</p>');
    expect(calls.map((c) => c.url)).toEqual(['/api/delivery/links/c1~abc~mac']);
  });

  it('says only that the link does not work when the API answers 404, without a toast', async () => {
    mockFetchRoutes({});
    renderShared('c1~abc~kapot');
    expect(await screen.findByTestId('shared-error')).toHaveTextContent('Deze link werkt niet');
    expect(screen.queryByTestId('shared-title')).toBeNull();
  });
});
