import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ReportPeriodBar } from './ReportPeriodBar';

const PERIODS = ['24h', '7d', '1y'] as const;

describe('ReportPeriodBar', () => {
  it('offers every period with its label, the chosen one pressed, and what stands beside it', () => {
    renderWithAdmin(
      <ReportPeriodBar periods={PERIODS} value="7d" onChange={vi.fn()} catalog="app.content_statistics" rowFrom="sm">
        <span data-testid="beside">Tijdzone</span>
      </ReportPeriodBar>,
    );
    const group = screen.getByRole('group', { name: 'Periode' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      '24 uur',
      '7 dagen',
      '1 jaar',
    ]);
    expect(screen.getByText('7 dagen')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 jaar')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('beside')).toBeInTheDocument();
  });

  it('hands over another period, and keeps the chosen one when it is clicked again', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <ReportPeriodBar
        periods={PERIODS}
        value="7d"
        onChange={onChange}
        catalog="app.content_statistics"
        rowFrom="md"
        wrap
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('1 jaar'));
    expect(onChange).toHaveBeenCalledWith('1y');
    await user.click(screen.getByText('7 dagen'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
