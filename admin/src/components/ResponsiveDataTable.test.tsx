import { Children, isValidElement } from 'react';
import { DataTable } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { visibleColumns } from './ResponsiveDataTable';

const columns = [
  <DataTable.Col key="title" source="title" />,
  <DataTable.Col key="status" source="status" />,
  <DataTable.Col key="authors" source="authors" />,
  <DataTable.Col key="actions" label="app.comments.actions" />,
  false,
];

const names = (nodes: unknown) =>
  Children.toArray(nodes as never).map((child) =>
    isValidElement<{ source?: string; label?: string }>(child) ? (child.props.source ?? child.props.label) : child,
  );

describe('the responsive column set', () => {
  it('keeps every column on a wide screen', () => {
    expect(names(visibleColumns(columns, ['title'], 'wide'))).toEqual([
      'title',
      'status',
      'authors',
      'app.comments.actions',
    ]);
  });

  it('keeps the key columns below 1200 px, in the table’s own order, by source or by label', () => {
    expect(names(visibleColumns(columns, ['app.comments.actions', 'title', 'status'], 'narrow'))).toEqual([
      'title',
      'status',
      'app.comments.actions',
    ]);
  });

  it('keeps the first two key columns on a phone', () => {
    expect(names(visibleColumns(columns, ['status', 'app.comments.actions', 'title'], 'phone'))).toEqual([
      'status',
      'app.comments.actions',
    ]);
  });
});
