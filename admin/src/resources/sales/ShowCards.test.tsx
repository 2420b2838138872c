import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { SectionCard, SectionRow, SummaryCard } from './ShowCards';

describe('the cards of the order and invoice pages', () => {
  it("titles a section in the user's language as a heading above its content", async () => {
    renderWithAdmin(
      <SectionCard title="app.orders.history" testId="probe-section">
        <p>regel</p>
      </SectionCard>,
    );
    const card = await screen.findByTestId('probe-section');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Geschiedenis');
    expect(within(card).getByText('regel')).toBeInTheDocument();
  });

  it('puts a row of sections side by side, each with its title, test id and content', async () => {
    renderWithAdmin(
      <SectionRow
        sections={[
          { title: 'app.orders.section_customer', width: 7, testId: 'probe-left', content: <p>klant</p> },
          { title: 'app.orders.history', width: 5, testId: 'probe-right', content: <p>verloop</p> },
        ]}
      />,
    );
    expect(within(await screen.findByTestId('probe-left')).getByText('klant')).toBeInTheDocument();
    expect(within(screen.getByTestId('probe-right')).getByText('verloop')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Klant en adres',
      'Geschiedenis',
    ]);
  });

  it('shows the summary chips, the figure beside them and what follows', async () => {
    renderWithAdmin(
      <SummaryCard chips={<span>Openstaand</span>} aside={<strong>€ 10,00</strong>}>
        <button type="button">Betaald</button>
      </SummaryCard>,
    );
    expect(await screen.findByText('Openstaand')).toBeInTheDocument();
    expect(screen.getByText('€ 10,00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betaald' })).toBeInTheDocument();
  });
});
