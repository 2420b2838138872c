import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

interface LoadErrorAlertProps {
  textKey: string;
  retryKey: string;
  onRetry: () => void;
  testId: string;
}

/** A report or panel that could not be read: says so and offers to ask again. */
export const LoadErrorAlert = ({ textKey, retryKey, onRetry, testId }: LoadErrorAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate(retryKey)}
        </Button>
      }
    >
      {translate(textKey)}
    </Alert>
  );
};
