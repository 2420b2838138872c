import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { LoadErrorAlert } from './LoadErrorAlert';

describe('LoadErrorAlert', () => {
  it('says what could not be read and asks again on retry', async () => {
    const retry = vi.fn();
    renderWithAdmin(
      <LoadErrorAlert
        textKey="app.content_statistics.error"
        retryKey="app.content_statistics.retry"
        onRetry={retry}
        testId="statistics-error"
      />,
    );
    const alert = screen.getByTestId('statistics-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('De statistieken konden niet worden geladen.');
    expect(retry).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByText('Opnieuw proberen'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
