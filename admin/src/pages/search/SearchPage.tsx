import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQueryOf } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import type { SearchGroup, SearchHit } from '@newsroom/config';
import { useApi } from '@/providers/useMe';
import { searchKindOf, showAllPath } from './searchKinds';

/** The hits per kind, in the order of the server's groups (else in the order the hits come). */
export const groupByType = (hits: SearchHit[], groups: SearchGroup[] = []): Array<[string, SearchHit[]]> => {
  const byType = new Map<string, SearchHit[]>(groups.map((g) => [g.type, []]));
  hits.forEach((hit) => byType.set(hit.type, [...(byType.get(hit.type) ?? []), hit]));
  return Array.from(byType.entries()).filter(([, list]) => list.length > 0);
};

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

const HitRow = ({ hit }: { hit: SearchHit }) => {
  const translate = useTranslate();
  const statuses = searchKindOf(hit.type)?.statuses;
  return (
    <ListItemButton
      {...(isInternal(hit.url) ? { component: Link, to: hit.url } : { component: 'a', href: hit.url })}
      data-testid="search-result"
    >
      <ListItemText primary={hit.title} secondary={hit.subtitle} />
      {hit.status && (
        <Chip
          size="small"
          variant="outlined"
          label={statuses ? translate(`${statuses}.${hit.status}`, { _: hit.status }) : hit.status}
        />
      )}
    </ListItemButton>
  );
};

const GroupCard = ({ type, hits, group, q }: { type: string; hits: SearchHit[]; group?: SearchGroup; q: string }) => {
  const translate = useTranslate();
  const kind = searchKindOf(type);
  const Icon = kind?.icon ?? SearchIcon;
  const label = translate(`app.search.types.${type}`, { _: type });
  return (
    <Card sx={{ mb: 2 }} data-testid={`search-group-${type}`} component="section" aria-label={label}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color="action" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {label}
          </Typography>
          {kind && (
            <Button component={Link} to={showAllPath(kind, q)} size="small" data-testid={`search-show-all-${type}`}>
              {translate(group?.more ? 'app.search.show_more' : 'app.search.show_all')}
            </Button>
          )}
        </Box>
        <List dense>
          {hits.map((hit, index) => (
            <HitRow key={`${hit.id}-${index}`} hit={hit} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

/** /search?q=: what the user may see, kind by kind (a few each), each hit linking to its screen. */
export const SearchPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const [params] = useSearchParams();
  const raw = params.get('q') ?? '';
  const parsed = searchQueryOf(raw);
  const q = 'query' in parsed ? parsed.query : '';
  const { data, isPending } = useQuery({
    queryKey: ['search', q],
    queryFn: () => api.search(q),
    enabled: q.length > 0,
    retry: false,
  });
  const groups = groupByType(data?.data ?? [], data?.meta?.groups);
  const groupOf = (type: string) => data?.meta?.groups?.find((g) => g.type === type);

  return (
    <>
      <PageTitle titleKey="app.search.title" text={q ? translate('app.search.results_for', { q }) : undefined} />
      {'problem' in parsed && parsed.problem === 'query_required' && (
        <EmptyState titleKey="app.search.no_query" testId="search-no-query" />
      )}
      {'problem' in parsed && parsed.problem !== 'query_required' && (
        <EmptyState
          titleKey={`app.search.${parsed.problem}`}
          args={{ min: SEARCH_QUERY_MIN, max: SEARCH_QUERY_MAX }}
          testId="search-bad-query"
        />
      )}
      {q && isPending && <LinearProgress />}
      {q && !isPending && groups.length === 0 && (
        <EmptyState titleKey="app.search.no_results" args={{ q }} testId="search-no-results" />
      )}
      {groups.map(([type, hits]) => (
        <GroupCard key={type} type={type} hits={hits} group={groupOf(type)} q={q} />
      ))}
    </>
  );
};
