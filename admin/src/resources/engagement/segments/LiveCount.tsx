import { useEffect, useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { isValidSegmentTree, type SegmentGroup } from '@newsroom/config';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { segmentApi } from '@/providers/segmentApi';

/** How long the rules must stay unchanged before they are counted (typing in a value is not a count each key). */
export const COUNT_DEBOUNCE_MS = 400;

/** 12.345 in Dutch, 12,345 in English. */
export const formatCount = (count: number, locale: string) =>
  new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB').format(count);

type State =
  | { kind: 'incomplete' }
  | { kind: 'counting' }
  | { kind: 'counted'; count: number }
  | { kind: 'failed'; reason: string };

/** The number of profiles the rules match now, counted by the server while they are edited. */
export const LiveCount = ({ rules }: { rules: SegmentGroup }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [state, setState] = useState<State>({ kind: 'incomplete' });
  const key = JSON.stringify(rules);
  useEffect(() => {
    if (!isValidSegmentTree(rules)) {
      setState({ kind: 'incomplete' });
      return;
    }
    let current = true;
    setState({ kind: 'counting' });
    const timer = setTimeout(() => {
      segmentApi
        .count(rules)
        .then((answer) => current && setState({ kind: 'counted', count: answer.data.count }))
        .catch((error: unknown) => {
          if (!current) return;
          const reason = error instanceof ApiError ? errorText(error, translate) : String(error);
          setState({ kind: 'failed', reason });
        });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The tree's content, not its identity: a re-render with the same rules does not count again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.segments.count.${name}`, options);
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="segment-count">
      <Typography variant="body2" color="text.secondary">
        {t('label')}:
      </Typography>
      {state.kind === 'counted' && (
        <Chip
          color="primary"
          label={t('value', { count: formatCount(state.count, locale), smart_count: state.count })}
        />
      )}
      {state.kind === 'counting' && <Typography variant="body2">{t('counting')}</Typography>}
      {state.kind === 'incomplete' && (
        <Typography variant="body2" color="text.secondary">
          {t('incomplete')}
        </Typography>
      )}
      {state.kind === 'failed' && (
        <Typography variant="body2" color="error" role="alert">
          {t('failed', { reason: state.reason })}
        </Typography>
      )}
    </Stack>
  );
};
