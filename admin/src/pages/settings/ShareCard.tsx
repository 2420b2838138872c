import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SHARE_TEXT_MAX,
  SOCIAL_NETWORKS,
  SOCIAL_SHARE_RECOMMENDED,
  shareTextLength,
  type SocialNetwork,
} from '@newsroom/config';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import type { SocialShareStatus } from '@/providers/settingsApi';
import { useApi } from '@/providers/useMe';

type Item = { id: string; title: string; locale?: string };

/** The counter under the text: the network's count (the item's link added, a link counting 23) and SPEC 9's 60. */
export const ShareCounter = ({ text, network }: { text: string; network: SocialNetwork }) => {
  const translate = useTranslate();
  const counted = shareTextLength(text, 'https://link');
  const max = SHARE_TEXT_MAX[network];
  const length = [...text].length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} data-testid="share-counter">
      <Typography variant="body2" color={counted > max ? 'error' : 'text.secondary'}>
        {translate('app.site_settings.social.count', { count: counted, max })}
      </Typography>
      <Typography variant="body2" color={length > SOCIAL_SHARE_RECOMMENDED ? 'warning.main' : 'text.secondary'}>
        {translate(
          length > SOCIAL_SHARE_RECOMMENDED
            ? 'app.site_settings.social.above_recommended'
            : 'app.site_settings.social.recommended',
          { length, recommended: SOCIAL_SHARE_RECOMMENDED },
        )}
      </Typography>
    </Box>
  );
};

/** Share a published content item to a network through the configured share provider (SPEC 8's failure text). */
export const ShareCard = ({ status }: { status: SocialShareStatus | undefined }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [item, setItem] = useState<Item | null>(null);
  const [network, setNetwork] = useState<SocialNetwork>('twitter');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = useGetList<RaRecord>('content', {
    filter: { status: 'PUBLISHED', ...(search ? { q: search } : {}) },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'publicationDate', order: 'DESC' },
  });
  const options: Item[] = (items.data ?? []).map((r) => ({
    id: String(r.id),
    title: String(r.title ?? ''),
    locale: r.locale,
  }));
  const { run, busy } = useApiMutation(
    () => api.socialShare({ network, text, content: item!.id, ...(item?.locale ? { locale: item.locale } : {}) }),
    {
      onSuccess: async () => {
        notify('app.site_settings.social.shared', { type: 'info' });
        setText('');
        setRefusal(null);
        await queryClient.invalidateQueries({ queryKey: ['social-shares'] });
      },
      onError: async (error) => {
        setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error));
        await queryClient.invalidateQueries({ queryKey: ['social-shares'] });
      },
    },
  );
  const tooLong = shareTextLength(text, 'https://link') > SHARE_TEXT_MAX[network];
  return (
    <Card data-testid="social-share">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.site_settings.social.share_title')}
        </Typography>
        {status && !status.configured ? (
          <Alert severity="info" data-testid="share-not-configured" sx={{ mt: 1 }}>
            {translate('app.site_settings.social.not_configured')}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('app.site_settings.social.share_help')}
            </Typography>
            <Autocomplete
              options={options}
              value={item}
              onChange={(_event, value) => setItem(value)}
              onInputChange={(_event, value) => setSearch(value)}
              getOptionLabel={(option) => option.title}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(list) => list}
              loading={items.isPending}
              noOptionsText={translate('app.site_settings.social.no_items')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  margin="dense"
                  label={translate('app.site_settings.social.item')}
                  slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'share-item' } }}
                />
              )}
            />
            <TextField
              select
              size="small"
              margin="dense"
              fullWidth
              label={translate('app.site_settings.social.network')}
              value={network}
              onChange={(event) => setNetwork(event.target.value as SocialNetwork)}
              slotProps={{ htmlInput: { 'data-testid': 'share-network' } }}
            >
              {SOCIAL_NETWORKS.map((key) => (
                <MenuItem key={key} value={key}>
                  {translate(`app.site_settings.social.networks.${key}`)}
                  {status?.accounts[key] ? ` (${status.accounts[key]})` : ''}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label={translate('app.site_settings.social.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={tooLong}
              slotProps={{ htmlInput: { 'data-testid': 'share-text' } }}
            />
            <ShareCounter text={text} network={network} />
            {refusal && (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="share-refusal">
                {refusal}
              </Alert>
            )}
            <Button
              sx={{ mt: 1 }}
              variant="contained"
              disabled={busy || !item || !text.trim() || tooLong}
              onClick={() => run()}
              data-testid="share-send"
            >
              {translate('app.site_settings.social.send')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
