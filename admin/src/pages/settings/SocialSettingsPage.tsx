import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PageTitle } from '@/components/PageTitle';
import { useAllowedActions, useApi } from '@/providers/useMe';
import { ShareCard } from './ShareCard';
import { ShareHistory } from './ShareHistory';
import { SocialAccountsCard } from './SocialAccountsCard';

const CONFIG_UPDATE = 'api::config.config.update';

/**
 * /settings/social: the site's social accounts (administrators: they are site configuration), sharing a published
 * item to a network through the share provider, and every share recorded.
 */
export const SocialSettingsPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const allowed = useAllowedActions();
  const status = useQuery({ queryKey: ['social-shares', 'status'], queryFn: () => api.socialShareStatus() });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }} data-testid="settings-social-page">
      <PageTitle titleKey="app.site_settings.social_title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.site_settings.social_intro')}
      </Typography>
      <Stack spacing={2}>
        {allowed.includes(CONFIG_UPDATE) && <SocialAccountsCard />}
        <ShareCard status={status.data?.data} />
        <ShareHistory />
      </Stack>
    </Box>
  );
};
