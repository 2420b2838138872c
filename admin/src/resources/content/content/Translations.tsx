import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApi } from '@/providers/useMe';
import { CONTENT_LOCALES } from './constants';

/** Fields that differ per language (the schema's localized fields); everything else is shared. */
const LOCALIZED_FIELDS = ['title', 'slug', 'introduction', 'body', 'redirectTarget', 'seoTitle', 'seoDescription'];

const editUrl = (resource: string, documentId: string, locale: string) =>
  `/${resource}/${encodeURIComponent(documentId)}${locale === 'nl' ? '' : `?locale=${locale}`}`;

/**
 * The language versions of the item on its edit page: switch to an existing translation, or create
 * a missing one as an unpublished copy of this version's texts, ready to be translated.
 */
export const Translations = ({ locale }: { locale: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'content';
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const [creating, setCreating] = useState<string>();
  const documentId = record?.documentId as string | undefined;
  const { data: existing, refetch } = useQuery({
    queryKey: ['content', 'locales', documentId],
    queryFn: () => api.contentLocales(documentId!, CONTENT_LOCALES),
    enabled: !!documentId,
  });
  if (!record || !documentId) return null;

  const create = async (target: string) => {
    setCreating(target);
    try {
      const copy = Object.fromEntries(LOCALIZED_FIELDS.map((field) => [field, record[field] ?? null]));
      await api.contentCreateTranslation(documentId, target, { ...copy, type: record.type, status: 'UNPUBLISHED' });
      await refetch();
      notify('app.content.translations.created', {
        type: 'info',
        messageArgs: { language: translate(`app.content.locales.${target}`) },
      });
      navigate(editUrl(resource, documentId, target));
    } catch {
      // The API toast says why (for example a slug already taken in that language).
    } finally {
      setCreating(undefined);
    }
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      data-testid="content-translations"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.content.translations.label')}
      </Typography>
      {CONTENT_LOCALES.map((code) => {
        const language = translate(`app.content.locales.${code}`);
        if (code === locale) return <Chip key={code} color="primary" label={language} aria-current="page" />;
        if (existing?.includes(code)) {
          return (
            <Chip
              key={code}
              variant="outlined"
              label={language}
              onClick={() => navigate(editUrl(resource, documentId, code))}
              data-testid={`translation-open-${code}`}
            />
          );
        }
        if (!existing) return null;
        return (
          <Button
            key={code}
            size="small"
            startIcon={<AddIcon />}
            disabled={!!creating}
            onClick={() => void create(code)}
            data-testid={`translation-create-${code}`}
          >
            {translate('app.content.translations.create', { language })}
          </Button>
        );
      })}
    </Box>
  );
};
