import { ErrorMessage } from './ErrorMessage';

export const NotFoundPage = ({ embedded = false }: { embedded?: boolean }) => (
  <ErrorMessage
    code="404"
    titleKey="app.errors.not_found_title"
    textKey="app.errors.not_found_text"
    testId="error-not-found"
    embedded={embedded}
  />
);

/** react-admin's catchAll renders inside the shell. */
export const CatchAllNotFound = () => <NotFoundPage embedded />;
