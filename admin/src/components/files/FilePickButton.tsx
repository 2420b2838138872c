import Button from '@mui/material/Button';
import type { FileEntry } from '@newsroom/config';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

// The file manager's picker is its own chunk, fetched when a user first opens it.
const FilePickerDialog = lazy(() => import('./FilePickerDialog'));

/** "Kies uit bestandsbeheer": opens the file manager in pick mode, filtered to `accept`, for every media input. */
export const FilePickButton = ({
  accept,
  testId,
  onPicked,
}: {
  accept?: string;
  testId: string;
  onPicked: (file: FileEntry) => void;
}) => {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setPicking(true)} data-testid={testId}>
        {translate('app.files.pick_button')}
      </Button>
      {picking && (
        <Suspense fallback={null}>
          <FilePickerDialog open accept={accept} onClose={() => setPicking(false)} onPicked={onPicked} />
        </Suspense>
      )}
    </>
  );
};
