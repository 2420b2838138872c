import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import type { SearchHit } from '@newsroom/config';
import { useApi } from '@/providers/useMe';

export const groupByType = (hits: SearchHit[]): Array<[string, SearchHit[]]> => {
  const groups = new Map<string, SearchHit[]>();
  hits.forEach((hit) => groups.set(hit.type, [...(groups.get(hit.type) ?? []), hit]));
  return Array.from(groups.entries());
};

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** /search?q=: results grouped by type, each linking to its own page. */
export const SearchPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { data, isPending } = useQuery({
    queryKey: ['search', q],
    queryFn: () => api.search(q),
    enabled: q.length > 0,
    retry: false,
  });
  const groups = groupByType(data?.data ?? []);
  const typeLabel = (type: string) => translate(`app.search.types.${type}`, { _: type });

  return (
    <>
      <PageTitle titleKey="app.search.title" text={q ? translate('app.search.results_for', { q }) : undefined} />
      {!q && <EmptyState titleKey="app.search.no_query" testId="search-no-query" />}
      {q && isPending && <LinearProgress />}
      {q && !isPending && groups.length === 0 && (
        <EmptyState titleKey="app.search.no_results" args={{ q }} testId="search-no-results" />
      )}
      {groups.map(([type, hits]) => (
        <Card key={type} sx={{ mb: 2 }} data-testid={`search-group-${type}`}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {typeLabel(type)}
            </Typography>
            <List dense>
              {hits.map((hit) => (
                <ListItemButton
                  key={`${type}-${hit.id}`}
                  {...(isInternal(hit.url) ? { component: Link, to: hit.url } : { component: 'a', href: hit.url })}
                  data-testid="search-result"
                >
                  <ListItemText primary={hit.title} secondary={hit.subtitle} />
                </ListItemButton>
              ))}
            </List>
          </CardContent>
        </Card>
      ))}
    </>
  );
};
