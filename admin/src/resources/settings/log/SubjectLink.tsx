import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { request } from '@/providers/http';

/** The console page of an entry's object, where there is one (a subscription's is its customer's page). */
const ROUTES: Record<string, (id: string) => string> = {
  order: (id) => `/sales/orders/${id}/show`,
  invoice: (id) => `/sales/invoices/${id}/show`,
  profile: (id) => `/users/${id}`,
  campaign: (id) => `/mail/campaigns/${id}/show`,
  'form-thread': (id) => `/forms/threads/${id}/show`,
  customer: (id) => `/sales/customers/${id}`,
};

const encode = (id: string) => encodeURIComponent(id);

/** A subscription belongs to a customer: its page is the customer's, found once when the entry is opened. */
const useSubscriptionCustomer = (subjectType?: string, subjectId?: string) => {
  const [customer, setCustomer] = useState<string | null>(null);
  useEffect(() => {
    if (subjectType !== 'subscription' || !subjectId) return;
    let live = true;
    request<{ data?: { customer?: { documentId?: string } | null } }>(
      `/api/subscriptions/${encode(subjectId)}?populate[customer][fields][0]=documentId`,
      { silent: true },
    )
      .then((json) => live && setCustomer(json.data?.customer?.documentId ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [subjectType, subjectId]);
  return customer;
};

export const SubjectLink = ({ subjectType, subjectId }: { subjectType?: string; subjectId?: string }) => {
  const translate = useTranslate();
  const customer = useSubscriptionCustomer(subjectType, subjectId);
  if (!subjectType) return <>-</>;
  const label = `${translate(`app.log.subjects.${subjectType}`, { _: subjectType })}${subjectId ? ` ${subjectId}` : ''}`;
  const route =
    subjectType === 'subscription'
      ? customer && ROUTES.customer(encode(customer))
      : subjectId && ROUTES[subjectType]?.(encode(subjectId));
  if (!route) return <>{label}</>;
  return (
    <Link component={RouterLink} to={route} data-testid="log-subject-link">
      {label}
    </Link>
  );
};
