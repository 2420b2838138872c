/**
 * The refusal of a sender address outside the approved sender domains (engagement settings), the same for a
 * template and a campaign: 422 `sender_domain` naming the domains, or `sender_domain_none` when none is
 * approved yet (there is no domain to name, only the settings to fill in).
 */
import { UnprocessableError } from '../errors';

export const refuseSender = (email: unknown, domains: readonly string[]) =>
  new UnprocessableError(
    domains.length
      ? `The sender address ${String(email ?? '')} does not end with an approved domain (${domains.join(', ')}).`
      : 'No sender domain is approved in the engagement settings yet.',
    domains.length ? { code: 'sender_domain', domains: domains.join(', ') } : { code: 'sender_domain_none' },
  );
