import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { ListBase, Notification, useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { BulkConfirmButton } from './BulkConfirmButton';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const PRODUCTS = [
  { id: 1, documentId: 'pr1', name: 'Kookboek' },
  { id: 2, documentId: 'pr2', name: 'Agenda' },
];

/** Selects both rows once they are in, and shows the selection. */
const SelectBoth = () => {
  const { data, onSelect, selectedIds } = useListContext();
  const done = useRef(false);
  useEffect(() => {
    if (data?.length && !done.current) {
      done.current = true;
      onSelect(data.map((row) => row.id));
    }
  }, [data, onSelect]);
  return <p data-testid="selection">{selectedIds.join(',')}</p>;
};

const renderButton = (call: (ids: string[]) => Promise<number | undefined>) => {
  const { calls } = mockFetchRoutes({
    'GET /api/products': { body: { data: PRODUCTS, meta: { pagination: { total: 2 } } } },
  });
  renderWithAdmin(
    <>
      <ListBase resource="sales/products" disableAuthentication>
        <SelectBoth />
        <BulkConfirmButton
          label="app.products.bulk.publish"
          title="app.products.bulk.publish_title"
          content="app.products.bulk.publish_text"
          icon={<span />}
          testId="bulk-go"
          call={call}
          doneMessage="app.products.bulk.published"
        />
      </ListBase>
      <Notification />
    </>,
  );
  return { calls, productReads: () => calls.filter((c) => c.url.startsWith('/api/products')).length };
};

const confirmButton = () => screen.getByRole('button', { name: 'Bevestigen' });

describe('a bulk action that asks first', () => {
  it('asks with the size of the selection, then calls once, says how many changed and clears the selection', async () => {
    let finish: (count: number) => void = () => undefined;
    const call = vi.fn(() => new Promise<number | undefined>((resolve) => (finish = resolve)));
    const { productReads } = renderButton(call);
    await waitFor(() => expect(screen.getByTestId('selection')).toHaveTextContent('pr1,pr2'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bulk-go'));
    expect(await screen.findByText('De 2 geselecteerde producten publiceren?')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    const readsBefore = productReads();
    await user.click(confirmButton());
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(['pr1', 'pr2'], expect.anything());
    await waitFor(() => expect(confirmButton()).toBeDisabled());
    finish(1);
    expect(await screen.findByText('Product gepubliceerd')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('selection')).toBeEmptyDOMElement());
    await waitFor(() => expect(screen.queryByText('De 2 geselecteerde producten publiceren?')).not.toBeInTheDocument());
    // The list is read again, so it shows what changed.
    await waitFor(() => expect(productReads()).toBeGreaterThan(readsBefore));
  });

  it('counts the whole selection when the answer does not say how many changed', async () => {
    renderButton(() => Promise.resolve(undefined));
    await waitFor(() => expect(screen.getByTestId('selection')).toHaveTextContent('pr1,pr2'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bulk-go'));
    await user.click(confirmButton());
    expect(await screen.findByText('2 producten gepubliceerd')).toBeInTheDocument();
  });

  it('keeps the selection for another try when the server refuses, and closes the question', async () => {
    renderButton(() => Promise.reject(new Error('refused')));
    await waitFor(() => expect(screen.getByTestId('selection')).toHaveTextContent('pr1,pr2'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bulk-go'));
    await user.click(confirmButton());
    await waitFor(() => expect(screen.queryByText('De 2 geselecteerde producten publiceren?')).not.toBeInTheDocument());
    expect(screen.getByTestId('selection')).toHaveTextContent('pr1,pr2');
    expect(screen.queryByText(/gepubliceerd/)).not.toBeInTheDocument();
  });
});
