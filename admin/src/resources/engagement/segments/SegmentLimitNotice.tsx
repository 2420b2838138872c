import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiError } from '@/providers/apiError';
import { subscribeToApiErrors } from '@/providers/errorBus';
import { errorText } from '@/providers/errorText';

/**
 * SPEC 5: creating a segment beyond the configured maximum shows the limit message. The server decides (409
 * `segment_limit`); this shows its answer on the form, next to what was typed, as well as in the toast.
 */
export const SegmentLimitNotice = () => {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  useEffect(() => subscribeToApiErrors((error) => setRefusal(error.code === 'segment_limit' ? error : null)), []);
  if (!refusal) return null;
  return (
    <Alert severity="warning" data-testid="segment-limit" sx={{ mb: 2, width: '100%' }}>
      {errorText(refusal, translate)}
    </Alert>
  );
};
