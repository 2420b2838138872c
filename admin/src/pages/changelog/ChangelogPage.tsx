import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { renderMarkdown } from '@/layout/changelog';
import { useApi } from '@/providers/useMe';

/** The CHANGELOG.md the server ships, rendered without raw HTML. */
export const ChangelogPage = () => {
  const api = useApi();
  const { data, isPending } = useQuery({ queryKey: ['version'], queryFn: () => api.version(), retry: false });
  return (
    <>
      <PageTitle titleKey="app.changelog.title" />
      {isPending && <LinearProgress />}
      {!isPending && !data?.changelog && <EmptyState titleKey="app.changelog.empty" />}
      {data?.changelog && (
        <Card>
          <CardContent
            data-testid="changelog"
            sx={{
              '& h1': { fontSize: 24 },
              '& h2': { fontSize: 20, mt: 3 },
              '& h3': { fontSize: 16 },
              '& a': { color: 'primary.main' },
            }}
            dangerouslySetInnerHTML={{ __html: renderMarkdown(data.changelog) }}
          />
        </Card>
      )}
    </>
  );
};
