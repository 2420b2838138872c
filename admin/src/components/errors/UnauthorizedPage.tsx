import { ErrorMessage } from './ErrorMessage';

export const UnauthorizedPage = ({ embedded = false }: { embedded?: boolean }) => (
  <ErrorMessage
    code="401"
    titleKey="app.errors.unauthorized_title"
    textKey="app.errors.unauthorized_text"
    testId="error-unauthorized"
    embedded={embedded}
  />
);
