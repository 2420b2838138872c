import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import {} from 'react-admin';
import { TextButton } from './TextButton';

/** Whether the dialog shows, and how it closes (Cancel, Escape, a click beside it, or done). */
export interface DialogFrame {
  open: boolean;
  onClose: () => void;
}

/** Why the dialog's last attempt did not go through, shown under its inputs. */
export interface DialogRefusal {
  text: string;
  title?: string;
  testId?: string;
}

/** The dialog's one action: its button's catalog key, colour and test id, and what a click does. */
export interface DialogAction {
  label: string;
  onClick: () => void;
  color?: 'primary' | 'warning';
  testId: string;
}

/**
 * A dialog that asks for one action (record a payment, make a credit note, send a preview, create a
 * customer): its inputs, why the server refused the last attempt, then Cancel beside the action's
 * button, both disabled while the call runs so it is not sent twice. `onOpen` runs as it opens, to
 * start from fresh inputs; a refusal leaves the inputs as the user typed them.
 */
export const ActionDialog = ({
  open,
  onClose,
  onOpen,
  title,
  maxWidth,
  testId,
  refusal,
  action,
  busy,
  children,
}: DialogFrame & {
  onOpen?: () => void;
  title: string;
  maxWidth: 'xs' | 'sm' | 'md';
  testId: string;
  refusal?: DialogRefusal | null;
  action: DialogAction;
  busy: boolean;
  children: ReactNode;
}) => (
  <Dialog
    open={open}
    onClose={onClose}
    TransitionProps={{ onEnter: onOpen }}
    fullWidth
    maxWidth={maxWidth}
    data-testid={testId}
  >
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      {children}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={refusal.testId}>
          {refusal.title && <AlertTitle>{refusal.title}</AlertTitle>}
          {refusal.text}
        </Alert>
      )}
    </DialogContent>
    <DialogActions>
      <TextButton label="ra.action.cancel" onClick={onClose} disabled={busy} />
      <TextButton
        label={action.label}
        variant="contained"
        color={action.color}
        onClick={action.onClick}
        disabled={busy}
        data-testid={action.testId}
      />
    </DialogActions>
  </Dialog>
);
