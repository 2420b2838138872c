import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '@/components/formatDate';
import { LanguageSelect } from '@/components/LanguageSelect';
import { ApiError } from '@/providers/apiError';
import type { SharedContent } from '@/providers/contentLinkApi';
import { useApi } from '@/providers/useMe';
import { apiUrl } from '@/providers/apiBase';

/**
 * The body is HTML the server sanitised on every write; it is still shown in a sandboxed frame (no scripts,
 * an origin of its own), because this page shares its origin with the console staff are signed in to.
 */
const bodyDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,sans-serif;line-height:1.6;color:#212529;margin:0;padding:0 4px}img,iframe{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;

const Status = ({ item }: { item: SharedContent }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const date = formatDateTime(item.publishAt, locale);
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="shared-status">
      <Chip color="primary" size="small" label={translate(`app.shared.kinds.${item.link.kind}`)} />
      <Chip
        size="small"
        color={item.status === 'PUBLISHED' ? 'success' : 'warning'}
        label={translate(`app.shared.statuses.${item.status}`, { date, _: item.status })}
      />
    </Stack>
  );
};

const Item = ({ item }: { item: SharedContent }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Stack spacing={2} component="article" lang={item.locale}>
      <Status item={item} />
      <Typography variant="h4" component="h1" data-testid="shared-title">
        {item.title}
      </Typography>
      {item.introduction && <Typography variant="subtitle1">{item.introduction}</Typography>}
      {item.cover?.url && (
        <Box
          component="img"
          src={apiUrl(item.cover.url)}
          alt={item.cover.alternativeText ?? ''}
          sx={{ maxWidth: '100%', borderRadius: 1 }}
        />
      )}
      {item.body && (
        <Box
          component="iframe"
          title={translate('app.shared.body')}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={bodyDocument(item.body)}
          data-testid="shared-body"
          sx={{ width: '100%', minHeight: '50vh', border: 0 }}
        />
      )}
      <Typography variant="caption" color="text.secondary" data-testid="shared-expiry">
        {item.link.expiresAt
          ? translate('app.shared.until', { date: formatDateTime(item.link.expiresAt, locale) })
          : translate('app.shared.no_end')}
      </Typography>
    </Stack>
  );
};

/**
 * /shared/{token}: the public page of a preview or share link (SPEC section 9). Whoever holds the link reads
 * the item, also before it is published, without an account; a revoked, expired or broken link says only that
 * it does not work.
 */
export const SharedContentPage = () => {
  const { token = '' } = useParams();
  const api = useApi();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['shared-content', token],
    queryFn: async () => (await api.sharedContent(token)).data,
    retry: false,
  });
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Box component="main" sx={{ minHeight: '100vh', background: '#f3f3f9', py: { xs: 2, md: 6 }, px: 2 }}>
      <Paper sx={{ maxWidth: 820, mx: 'auto', p: { xs: 2, md: 5 } }}>
        {isPending && <CircularProgress aria-label={translate('app.shared.loading')} />}
        {data && <Item item={data} />}
        {error && (
          <Alert severity={gone ? 'warning' : 'error'} data-testid="shared-error">
            {gone ? (
              <>
                <strong>{translate('app.shared.not_found_title')}</strong>
                <br />
                {translate('app.shared.not_found_text')}
              </>
            ) : (
              translate('app.shared.failed')
            )}
          </Alert>
        )}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <LanguageSelect color="#495057" />
      </Box>
    </Box>
  );
};
