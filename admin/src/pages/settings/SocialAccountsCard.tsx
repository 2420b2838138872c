import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mergedSiteConfig, siteConfigFailures, type SiteSettings } from '@newsroom/config';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { useSite } from '@/providers/SiteContext';
import { useApi } from '@/providers/useMe';

export const ACCOUNT_FIELDS = ['twitter', 'instagram', 'facebook', 'linkedin', 'mastodon'] as const;
type Accounts = Record<(typeof ACCOUNT_FIELDS)[number], string>;
type Problems = Partial<Record<keyof Accounts, { code: string; params?: Record<string, unknown> }>>;

const accountsOf = (config: unknown): Accounts => {
  const social = mergedSiteConfig(config as Record<string, unknown> | undefined).social;
  return Object.fromEntries(ACCOUNT_FIELDS.map((key) => [key, String(social[key] ?? '')])) as Accounts;
};

/** The site's own accounts (SPEC 5: X and Instagram a username without @, Facebook and LinkedIn a profile link). */
export const SocialAccountsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const { config } = useSite();
  const [accounts, setAccounts] = useState<Accounts>(() => accountsOf(config));
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!touched && config) setAccounts(accountsOf(config));
  }, [config, touched]);
  const { run, busy } = useApiMutation((social: Accounts) => api.siteConfigSave({ social }), {
    onSuccess: async () => {
      notify('app.site_settings.social.accounts_saved', { type: 'info' });
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: ['site', 'config'] });
      await queryClient.invalidateQueries({ queryKey: ['social-shares'] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setRefusal(String(error));
      setProblems(Object.fromEntries(error.issues.map((i) => [i.path[1], { code: i.code, params: i.params }])));
      setRefusal(errorText(error, translate));
    },
  });
  const save = () => {
    const social = { ...mergedSiteConfig(config as Record<string, unknown> | undefined).social, ...accounts };
    const found = siteConfigFailures({ social } as Partial<SiteSettings>);
    setProblems(Object.fromEntries(found.map((f) => [f.path[1], { code: f.code, params: f.params }])));
    setRefusal(null);
    if (!found.length) run(Object.fromEntries(ACCOUNT_FIELDS.map((k) => [k, accounts[k].trim()])) as Accounts);
  };
  return (
    <Card data-testid="social-accounts">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.site_settings.social.accounts_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.site_settings.social.accounts_help')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {ACCOUNT_FIELDS.map((key) => {
            const problem = problems[key];
            return (
              <TextField
                key={key}
                size="small"
                margin="dense"
                label={translate(`app.site_settings.social.networks.${key}`)}
                value={accounts[key]}
                onChange={(event) => {
                  setTouched(true);
                  setAccounts((a) => ({ ...a, [key]: event.target.value }));
                }}
                error={!!problem}
                helperText={
                  problem
                    ? translate(`app.validation.codes.${problem.code}`, { ...problem.params, _: problem.code })
                    : translate(`app.site_settings.social.account_help.${key}`)
                }
                slotProps={{ htmlInput: { 'data-testid': `social-account-${key}` } }}
              />
            );
          })}
        </Box>
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="social-accounts-refusal">
            {refusal}
          </Alert>
        )}
        <Button sx={{ mt: 1 }} variant="contained" onClick={save} disabled={busy} data-testid="social-accounts-save">
          {translate('ra.action.save')}
        </Button>
      </CardContent>
    </Card>
  );
};
