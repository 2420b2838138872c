/** The CV tab's inputs, described as data: amounts typed in euros and stored in cents, each list's own labels. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { CvTab } from './CvTab';

const CV = {
  workStatus: 'UNKNOWN',
  salaryIndication: 250000,
  experience: [{ jobTitle: 'Verslaggever', company: 'De Krant', current: true }],
  education: [{ school: 'Hogeschool Utrecht', jobTitle: 'Journalistiek', diploma: true }],
  courses: [{ school: 'NTI', jobTitle: 'Fotografie', diploma: false }],
  freelance: { profession: 'Fotograaf', hourlyFee: 4500 },
};

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const labelOf = (name: string) => {
  const field = input(name)!;
  const label = document.querySelector(`label[for="${field.id}"]`) ?? field.closest('label');
  return label?.textContent?.replace(/\s*\*$/, '');
};

const renderCv = () => {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <ResourceContextProvider value="users">
      <Form record={{ id: 7, documentId: 'p7', cv: CV }} onSubmit={onSubmit}>
        <CvTab />
        <button type="submit">opslaan</button>
      </Form>
    </ResourceContextProvider>,
  );
  return onSubmit;
};

describe('CV tab', () => {
  it('shows amounts in euros and stores what is typed in cents', async () => {
    const onSubmit = renderCv();
    await waitFor(() => expect(input('cv.salaryIndication')).toHaveValue('2500,00'));
    expect(input('cv.freelance.hourlyFee')).toHaveValue('45,00');
    // An hourly fee with cents (a number input with step 1 refused it before).
    fireEvent.change(input('cv.freelance.hourlyFee')!, { target: { value: '45,50' } });
    fireEvent.click(screen.getByText('opslaan'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].cv).toMatchObject({ salaryIndication: 250000, freelance: { hourlyFee: 4550 } });
  });

  it('names the inputs of experience, education and courses each in their own words', async () => {
    renderCv();
    await waitFor(() => expect(input('cv.courses.0.school')).toHaveValue('NTI'));
    expect([labelOf('cv.experience.0.jobTitle'), labelOf('cv.experience.0.company')]).toEqual(['Functie', 'Werkgever']);
    expect([labelOf('cv.education.0.school'), labelOf('cv.education.0.jobTitle')]).toEqual([
      'School of instelling',
      'Opleiding',
    ]);
    expect([labelOf('cv.courses.0.school'), labelOf('cv.courses.0.jobTitle')]).toEqual(['Instituut', 'Cursus']);
    expect(labelOf('cv.experience.0.current')).toBe('Huidige functie');
    expect(labelOf('cv.education.0.diploma')).toBe('Diploma behaald');
    expect(labelOf('cv.courses.0.diploma')).toBe('Certificaat behaald');
    expect(input('cv.experience.0.current')).toBeChecked();
    expect(input('cv.courses.0.diploma')).not.toBeChecked();
  });
});
