import { SearchInput, useTranslate } from 'react-admin';

/** The list search box (`q`), with an accessible name since it shows no visible label. */
export const ListSearchInput = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SearchInput {...props} inputProps={{ 'aria-label': translate('ra.action.search') }} />;
};
