import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, Form, ResourceContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@/providers/i18nProvider';
import { ReferenceByName, ReferencesByName } from './ReferenceByNameInputs';

const RECORDS: Record<string, { id: number; name?: string; title?: string }[]> = {
  'content/tags': [
    { id: 1, name: 'Sport' },
    { id: 2, name: 'Cultuur' },
  ],
  'content/dossiers': [{ id: 7, title: 'Verkiezingen' }],
  'profile-tags': [{ id: 3, name: 'Abonnee' }],
};

const fakeProvider = () => {
  const getList = vi.fn(async (resource: string) => ({ data: RECORDS[resource], total: RECORDS[resource].length }));
  const getMany = vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
    data: RECORDS[resource].filter((record) => ids.includes(record.id)),
  }));
  return { getList, getMany } as unknown as DataProvider & { getList: typeof getList };
};

const renderForm = (dataProvider: DataProvider, record: object, inputs: ReactElement) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
      <ResourceContextProvider value="contents">
        <Form record={record}>{inputs}</Form>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('ReferencesByName and ReferenceByName', () => {
  it('show the linked records by their name, or by the field asked for', async () => {
    const dataProvider = fakeProvider();
    renderForm(
      dataProvider,
      { tags: [2], dossier: 7 },
      <>
        <ReferencesByName source="tags" reference="content/tags" />
        <ReferenceByName source="dossier" reference="content/dossiers" optionText="title" />
      </>,
    );
    expect(await screen.findByText('Cultuur')).toBeInTheDocument();
    expect(screen.queryByText('Sport')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue('Verkiezingen')).toBeInTheDocument());
  });

  it('ask only for the records the filter allows', async () => {
    const dataProvider = fakeProvider();
    renderForm(
      dataProvider,
      { tagsWill: [] },
      <ReferencesByName source="tagsWill" reference="profile-tags" filter={{ kind: 'ACCESS' }} />,
    );
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'profile-tags',
        expect.objectContaining({ filter: expect.objectContaining({ kind: 'ACCESS' }) }),
      ),
    );
  });
});
