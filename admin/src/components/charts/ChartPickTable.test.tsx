import TableCell from '@mui/material/TableCell';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ChartPickRow, ChartPickTable } from './ChartPickTable';

const renderTable = (onPick: (name: string) => void) =>
  renderWithAdmin(
    <ChartPickTable
      testId="picks"
      columns={[
        { label: 'Naam', numeric: false },
        { label: 'Omzet', numeric: true },
      ]}
    >
      {['Krant', 'Webshop'].map((name) => (
        <ChartPickRow
          key={name}
          active={name === 'Webshop'}
          onPick={() => onPick(name)}
          buttonLabel={`Toon ${name}`}
          testId="pick-row"
        >
          <TableCell>{name}</TableCell>
          <TableCell align="right">12</TableCell>
        </ChartPickRow>
      ))}
    </ChartPickTable>,
  );

describe('ChartPickTable', () => {
  it('heads its columns, numbers right-aligned, with an empty cell above the chart buttons', () => {
    renderTable(vi.fn());
    const head = screen.getByTestId('picks').querySelectorAll('thead th');
    expect([...head].map((cell) => cell.textContent)).toEqual(['Naam', 'Omzet', '']);
    expect(head[0]).not.toHaveClass('MuiTableCell-alignRight');
    expect(head[1]).toHaveClass('MuiTableCell-alignRight');
    expect(head[2]).toHaveClass('MuiTableCell-paddingCheckbox');
  });

  it('marks the row the chart shows, and picks a row once by a click on it or on its button', async () => {
    const onPick = vi.fn();
    renderTable(onPick);
    const [krant, webshop] = screen.getAllByTestId('pick-row');
    expect(krant).not.toHaveClass('Mui-selected');
    expect(webshop).toHaveClass('Mui-selected');
    expect(within(krant).getByLabelText('Toon Krant')).toHaveAttribute('aria-pressed', 'false');
    expect(within(webshop).getByLabelText('Toon Webshop')).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    await user.click(within(krant).getByText('Krant'));
    expect(onPick).toHaveBeenLastCalledWith('Krant');
    await user.click(within(webshop).getByLabelText('Toon Webshop'));
    expect(onPick).toHaveBeenLastCalledWith('Webshop');
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
