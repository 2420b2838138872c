import { List, type ListProps } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';

export type ConsoleListProps = ListProps & {
  /**
   * The list's name in the catalog and the test ids: with no `empty` of its own, a list without any record
   * says app.<texts>.empty_title and app.<texts>.empty_text (test id `<texts>-empty`).
   */
  texts?: string;
};

/**
 * Every console list: react-admin's List with 25 rows a page, without react-admin's CSV export button (a list
 * that exports offers its own, e.g. the profiles' export menu), and its "nothing here yet" state.
 */
export const ConsoleList = ({ texts, empty, ...props }: ConsoleListProps) => (
  <List
    perPage={25}
    exporter={false}
    empty={
      empty ??
      (texts && (
        <EmptyState
          titleKey={`app.${texts}.empty_title`}
          textKey={`app.${texts}.empty_text`}
          testId={`${texts}-empty`}
        />
      ))
    }
    {...props}
  />
);
