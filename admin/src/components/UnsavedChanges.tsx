import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';

type Report = (formId: string, dirty: boolean) => void;
const ReportContext = createContext<Report | null>(null);

/**
 * One per page (react-router allows a single navigation blocker): leaving while any form inside
 * has unsaved changes asks "are you sure" with a "yes, disregard" button in the user's language.
 */
export const UnsavedChangesScope = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [dirtyForms, setDirtyForms] = useState<string[]>([]);
  const report = useCallback<Report>(
    (formId, dirty) =>
      setDirtyForms((current) => {
        const others = current.filter((id) => id !== formId);
        return dirty ? [...others, formId] : others;
      }),
    [],
  );
  const dirty = dirtyForms.length > 0;
  // A navigation that carries state {discardChanges: true} leaves on purpose (e.g. after deleting the record).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { discardChanges?: boolean } | null)?.discardChanges,
  );

  // Closing the tab or reloading: only the browser's own prompt is possible there.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ReportContext.Provider value={report}>
      {children}
      {blocker.state === 'blocked' && (
        <Dialog open onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title" data-testid="unsaved-dialog">
          <DialogTitle id="unsaved-title">{translate('app.unsaved.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('app.unsaved.text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => blocker.reset?.()} autoFocus>
              {translate('app.unsaved.stay')}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => blocker.proceed?.()}
              data-testid="unsaved-disregard"
            >
              {translate('app.unsaved.disregard')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </ReportContext.Provider>
  );
};

/** Inside a react-admin Form: tells the page's scope whether this form has unsaved changes. */
export const TrackUnsavedChanges = () => {
  const report = useContext(ReportContext);
  const formId = useId();
  const { dirtyFields, isSubmitting } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitting;
  useEffect(() => {
    report?.(formId, dirty);
  }, [report, formId, dirty]);
  useEffect(() => () => report?.(formId, false), [report, formId]);
  return null;
};
