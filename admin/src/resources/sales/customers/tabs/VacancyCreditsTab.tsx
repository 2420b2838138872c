import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { VACANCY_CREDIT_KINDS } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { ScrollTable } from '@/components/ScrollTable';
import { usePermitted } from '@/components/usePermitted';
import { errorText } from '@/providers/errorText';
import type { ApiError } from '@/providers/apiError';
import type { CreditGrant } from '@/providers/vacancyApi';
import { useApi } from '@/providers/useMe';
import { formatDay } from './formatDay';

const T = 'app.vacancies.credits';

/** /vacancies with the employer filter on this customer (the list's `employer.documentId` filter). */
export const vacanciesOfUrl = (customer: string) =>
  `/vacancies?filter=${encodeURIComponent(JSON.stringify({ employer: { documentId: customer } }))}` +
  `&displayedFilters=${encodeURIComponent(JSON.stringify({ 'employer.documentId': true }))}`;

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Card variant="outlined" sx={{ mb: 2 }} data-testid={testId}>
    <CardContent>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const NUMERIC = new Set(['granted', 'used', 'left', 'amount']);

const Header = ({ columns }: { columns: string[] }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
            {translate(`${T}.fields.${column}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

const GrantRow = ({ grant }: { grant: CreditGrant }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <TableRow data-testid="vacancy-credit-grant">
      <TableCell>
        {grant.order ? (
          <Link component={RouterLink} to={`/sales/orders/${encodeURIComponent(grant.order.documentId)}/show`}>
            {grant.order.serial || grant.order.documentId}
          </Link>
        ) : (
          translate(`${T}.order_gone`)
        )}
      </TableCell>
      <TableCell>{[grant.line, grant.description].filter(Boolean).join(' · ')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(grant.createdAt, locale)}</TableCell>
      <TableCell>{translate(`${T}.kinds.${grant.kind}`, { _: grant.kind })}</TableCell>
      <TableCell align="right">{grant.amount}</TableCell>
    </TableRow>
  );
};

/**
 * The customer's vacancy credits (GET /api/vacancy-credits/:customer): per kind granted, used and left, the
 * paid order lines they came from, and the customer's vacancies with a link to the list filtered on them.
 * The form shows the tab only to users with the credits action.
 */
export const VacancyCreditsTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const api = useApi();
  const customer = String(record?.documentId ?? record?.id ?? '');
  const mayListVacancies = usePermitted('list', 'vacancies');
  const credits = useQuery({
    queryKey: ['customerVacancyCredits', customer],
    queryFn: () => api.vacancyCredits(customer),
    enabled: !!customer,
    retry: false,
  });

  if (credits.isPending) return <LinearProgress sx={{ width: '100%' }} />;
  if (credits.isError)
    return (
      <Typography color="error" data-testid="vacancy-credits-failed">
        {errorText(credits.error as ApiError, translate)}
      </Typography>
    );
  const { data: balances, meta } = credits.data;
  const none = !meta.grants.length && VACANCY_CREDIT_KINDS.every((kind) => !balances[kind]?.granted);

  return (
    <Box sx={{ width: '100%' }} data-testid="customer-vacancy-credits">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography data-testid="vacancy-count">
          {translate(`${T}.vacancies`, { smart_count: meta.vacancies })}
        </Typography>
        {mayListVacancies && meta.vacancies > 0 && (
          <Link component={RouterLink} to={vacanciesOfUrl(customer)} data-testid="vacancy-list-link">
            {translate(`${T}.show_vacancies`)}
          </Link>
        )}
      </Box>
      {none ? (
        <EmptyState titleKey={`${T}.empty_title`} textKey={`${T}.empty_text`} testId="vacancy-credits-empty" />
      ) : (
        <>
          <Section title={translate(`${T}.balance_title`)} testId="vacancy-credit-balances">
            <ScrollTable>
              <Table size="small">
                <Header columns={['kind', 'granted', 'used', 'left']} />
                <TableBody>
                  {VACANCY_CREDIT_KINDS.map((kind) => (
                    <TableRow key={kind} data-testid={`vacancy-credit-${kind}`}>
                      <TableCell>{translate(`${T}.kinds.${kind}`)}</TableCell>
                      <TableCell align="right">{balances[kind]?.granted ?? 0}</TableCell>
                      <TableCell align="right">{balances[kind]?.used ?? 0}</TableCell>
                      <TableCell align="right">{balances[kind]?.left ?? 0}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollTable>
          </Section>
          <Section title={translate(`${T}.grants_title`)} testId="vacancy-credit-grants">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${T}.grants_help`)}
            </Typography>
            <ScrollTable>
              <Table size="small">
                <Header columns={['order', 'line', 'date', 'kind', 'amount']} />
                <TableBody>
                  {meta.grants.map((grant) => (
                    <GrantRow key={`${grant.order?.documentId ?? ''}:${grant.line}:${grant.kind}`} grant={grant} />
                  ))}
                </TableBody>
              </Table>
            </ScrollTable>
          </Section>
        </>
      )}
    </Box>
  );
};
