import { Title, useTranslate } from 'react-admin';

/** The page heading, shown in the shell's title slot like react-admin's own screens. */
export const PageTitle = ({ titleKey, text }: { titleKey: string; text?: string }) => {
  const translate = useTranslate();
  return <Title title={text ?? translate(titleKey)} />;
};
