/** The profile tabs' grid of inputs described as data: each kind, its width, its props and its validation. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { FieldGrid, full, half, maxLength, third, type GridField } from './FieldGrid';

const FIELDS: GridField[] = [
  { kind: 'text', source: 'name', label: 'Naam', width: half, validate: maxLength(5) },
  { kind: 'number', source: 'age', label: 'Leeftijd', width: third, min: 0 },
  { kind: 'select', source: 'kind', label: 'Soort', width: third, choices: [{ id: 'A', name: 'Aap' }] },
  { kind: 'date', source: 'born', label: 'Geboren', width: third },
  { kind: 'boolean', source: 'active', label: 'Actief', width: full },
];

const renderGrid = (onSubmit = vi.fn()) => {
  renderWithAdmin(
    <ResourceContextProvider value="users">
      <Form record={{ id: 1, name: 'Piet', age: 40, kind: 'A', born: '1985-04-01', active: true }} onSubmit={onSubmit}>
        <FieldGrid fields={FIELDS}>
          <p data-testid="extra-cell">extra</p>
        </FieldGrid>
        <button type="submit">opslaan</button>
      </Form>
    </ResourceContextProvider>,
  );
  return onSubmit;
};

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const cellOf = (name: string) => input(name)!.closest('.MuiGrid-root')!;

describe('FieldGrid', () => {
  it('renders every kind of input with the record value, in its own cell, the extra cells after them', async () => {
    renderGrid();
    await waitFor(() => expect(input('name')).toHaveValue('Piet'));
    expect(input('age')).toHaveValue(40);
    expect(input('kind')).toHaveValue('A');
    expect(input('born')).toHaveValue('1985-04-01');
    expect(input('active')).toBeChecked();
    expect(screen.getByText('Leeftijd')).toBeInTheDocument();
    // Each input sits in a cell of its width; the inputs fill it.
    expect(cellOf('name').className).toMatch(/grid-md-6/);
    expect(cellOf('age').className).toMatch(/grid-md-4/);
    expect(cellOf('active').className).toMatch(/grid-xs-12/);
    expect(input('name')!.closest('.MuiFormControl-root')).toHaveClass('MuiFormControl-fullWidth');
    expect(input('born')!.closest('.MuiFormControl-root')).toHaveClass('MuiFormControl-fullWidth');
    const cells = [...document.querySelectorAll('.MuiGrid-container > *')];
    expect(cells.at(-1)).toBe(screen.getByTestId('extra-cell'));
  });

  it('checks each input with its own rule and submits nothing it refuses', async () => {
    const onSubmit = renderGrid();
    await waitFor(() => expect(input('name')).toHaveValue('Piet'));
    fireEvent.change(input('name')!, { target: { value: 'Pietje Puk' } });
    fireEvent.click(screen.getByText('opslaan'));
    await waitFor(() => expect(input('name')).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('name')!, { target: { value: 'Puk' } });
    fireEvent.click(screen.getByText('opslaan'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Puk', age: 40, kind: 'A', active: true });
  });
});
