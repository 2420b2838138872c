import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SiteSettings } from '@newsroom/config';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PageTitle } from '@/components/PageTitle';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { useSite } from '@/providers/SiteContext';
import { useApi } from '@/providers/useMe';
import { EditorPreview } from './EditorPreview';
import { SECTIONS, draftOf, effectsOf, payloadOf, problemsOf, type Draft, type Problem } from './generalSettings';
import { SettingsField } from './SettingsField';

/** The server's field refusals by path, as the fields show them (a font line's on the fonts field). */
const serverProblems = (error: ApiError): Record<string, Problem> =>
  Object.fromEntries(
    error.issues.map((issue) => [
      issue.path[1] === 'fonts' ? 'pages.fonts' : issue.path.join('.'),
      { code: issue.code, params: issue.params as Problem['params'] },
    ]),
  );

/** What a section's settings do, shown under it as they are typed. */
const Effects = ({ section, draft }: { section: string; draft: Draft }) => {
  const translate = useTranslate();
  const effects = effectsOf(draft);
  const lines: Record<string, string[]> = {
    global: [translate('app.site_settings.effects.article_link', { url: effects.articleLink })],
    content: [
      translate('app.site_settings.effects.cover', effects.cover),
      effects.coverDays
        ? translate('app.site_settings.effects.cover_removal', { smart_count: effects.coverDays })
        : translate('app.site_settings.effects.cover_kept'),
    ],
    sales: effects.orderNumber
      ? [translate('app.site_settings.effects.order_number', { number: effects.orderNumber })]
      : [],
  };
  if (section === 'editor') return <EditorPreview draft={draft} />;
  const shown = lines[section] ?? [];
  return shown.length ? (
    <Alert severity="info" icon={false} data-testid={`settings-effect-${section}`} sx={{ mt: 1 }}>
      {shown.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  ) : null;
};

/**
 * /settings/general (SPEC 3's site configuration; SPEC 6: api::config.config.update): every section in one form,
 * checked by the shared rules as it is typed and by the server on save; a refusal keeps the input and shows why at
 * the field. The effect of each section is shown beside it.
 */
export const GeneralSettingsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const { config } = useSite();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config as Partial<SiteSettings> | undefined));
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // The configuration arrives after the first render on a direct visit: take it until the user types.
  useEffect(() => {
    if (!touched && config) setDraft(draftOf(config as Partial<SiteSettings>));
  }, [config, touched]);
  const { run, busy } = useApiMutation((data: Record<string, unknown>) => api.siteConfigSave(data), {
    onSuccess: async () => {
      notify('app.site_settings.saved', { type: 'info' });
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: ['site', 'config'] });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setProblems(serverProblems(error));
        setRefusal(errorText(error, translate));
      } else setRefusal(String(error));
    },
  });
  const change = (path: string, value: string | boolean) => {
    setTouched(true);
    setDraft((d) => ({ ...d, [path]: value }));
    setProblems(({ [path]: _fixed, ...rest }) => rest);
  };
  const save = () => {
    const found = problemsOf(draft);
    setProblems(found);
    setRefusal(Object.keys(found).length ? translate('app.site_settings.fix_fields') : null);
    if (!Object.keys(found).length) run(payloadOf(draft));
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }} data-testid="settings-general-page">
      <PageTitle titleKey="app.site_settings.general_title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.site_settings.general_intro')}
      </Typography>
      <Stack spacing={2}>
        {SECTIONS.map((section) => (
          <Card key={section.key} data-testid={`settings-section-${section.key}`}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate(`app.site_settings.sections.${section.key}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate(`app.site_settings.section_help.${section.key}`)}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {section.fields.map((field) => (
                  <SettingsField
                    key={field.path}
                    field={field}
                    draft={draft}
                    problem={problems[field.path]}
                    onChange={change}
                  />
                ))}
              </Box>
              <Effects section={section.key} draft={draft} />
            </CardContent>
          </Card>
        ))}
        {refusal && (
          <Alert severity="error" data-testid="settings-refusal">
            {refusal}
          </Alert>
        )}
        <Box>
          <Button variant="contained" onClick={save} disabled={busy} data-testid="settings-save">
            {translate('ra.action.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
