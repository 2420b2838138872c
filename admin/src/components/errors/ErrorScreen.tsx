import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';
import { UnauthorizedPage } from './UnauthorizedPage';

interface ErrorScreenProps {
  status?: number;
  error?: unknown;
  /** Shown inside the signed-in shell instead of as a full page. */
  embedded?: boolean;
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** One entry point for error screens: 401 (and 403) unauthorized, 404 not found, else server error. */
export const ErrorScreen = ({ status, error, embedded = false }: ErrorScreenProps) => {
  const code = status ?? statusOf(error) ?? 500;
  if (code === 401 || code === 403) return <UnauthorizedPage embedded={embedded} />;
  if (code === 404) return <NotFoundPage embedded={embedded} />;
  return <ServerErrorPage error={error} embedded={embedded} />;
};
