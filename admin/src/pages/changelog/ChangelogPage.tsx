import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { renderMarkdown } from '@/layout/changelog';
import { useApi } from '@/providers/useMe';

// The page title says it already.
const withoutTitle = (markdown: string) => markdown.replace(/^# .*(\r?\n)+/, '');

/**
 * "What's new": the release notes for users (release-notes/<language>.md) in the console's language,
 * rendered without raw HTML. The developers' CHANGELOG.md is not shown here.
 */
export const ChangelogPage = () => {
  const api = useApi();
  const locale = useLocale();
  const { data, isPending } = useQuery({
    queryKey: ['version', locale],
    queryFn: () => api.version({ locale }),
    retry: false,
  });
  return (
    <>
      <PageTitle titleKey="app.changelog.title" />
      {isPending && <LinearProgress />}
      {!isPending && !data?.releaseNotes && <EmptyState titleKey="app.changelog.empty" />}
      {data?.releaseNotes && (
        <Card>
          <CardContent
            data-testid="changelog"
            lang={data.locale ?? locale}
            sx={{
              '& h1': { fontSize: 24 },
              '& h2': { fontSize: 20, mt: 3 },
              '& h3': { fontSize: 16 },
              '& a': { color: 'primary.main' },
            }}
            dangerouslySetInnerHTML={{ __html: renderMarkdown(withoutTitle(data.releaseNotes)) }}
          />
        </Card>
      )}
    </>
  );
};
