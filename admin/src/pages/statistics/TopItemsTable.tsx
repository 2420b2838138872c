import MuiLink from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ContentReportItem } from '@newsroom/config';
import { ChartPickRow, ChartPickTable } from '@/components/charts/ChartPickTable';
import { formatNumber, formatShare } from './format';

interface TopItemsTableProps {
  items: ContentReportItem[];
  /** All views of the period, for the share column. */
  total: number;
  locale: string;
  selected?: { documentId: string; locale: string } | null;
  onSelect: (item: ContentReportItem) => void;
}

/** The edit page of one language version, as the content list links it. */
export const editPathOf = (item: { documentId: string; locale: string }) =>
  `/content/${encodeURIComponent(item.documentId)}${item.locale && item.locale !== 'nl' ? `?locale=${item.locale}` : ''}`;

const isSelected = (item: ContentReportItem, selected: TopItemsTableProps['selected']) =>
  !!selected && selected.documentId === item.documentId && selected.locale === item.locale;

/** Most viewed items: the title opens the item, a click on the row narrows the chart to it. */
export const TopItemsTable = ({ items, total, locale, selected, onSelect }: TopItemsTableProps) => {
  const translate = useTranslate();
  const column = (key: string, numeric = false) => ({
    label: translate(`app.content_statistics.columns.${key}`),
    numeric,
  });
  return (
    <ChartPickTable
      testId="top-items"
      columns={[column('title'), column('type'), column('locale'), column('views', true), column('share', true)]}
    >
      {items.map((item) => (
        <ChartPickRow
          key={`${item.documentId}-${item.locale}`}
          active={isSelected(item, selected)}
          onPick={() => onSelect(item)}
          buttonLabel={translate('app.content_statistics.show_in_chart', { title: item.title })}
          testId="top-item"
        >
          <TableCell>
            <MuiLink component={Link} to={editPathOf(item)} onClick={(event) => event.stopPropagation()}>
              {item.title}
            </MuiLink>
            <Typography variant="caption" color="text.secondary" component="div">
              {item.slug}
            </Typography>
          </TableCell>
          <TableCell>{translate(`app.content.types.${item.type}`, { _: item.type })}</TableCell>
          <TableCell>{translate(`app.content.locales.${item.locale}`, { _: item.locale })}</TableCell>
          <TableCell align="right">{formatNumber(item.views, locale)}</TableCell>
          <TableCell align="right">{formatShare(item.views, total, locale)}</TableCell>
        </ChartPickRow>
      ))}
    </ChartPickTable>
  );
};
