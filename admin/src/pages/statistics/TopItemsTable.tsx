import ShowChartIcon from '@mui/icons-material/ShowChartOutlined';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ContentReportItem } from '@newsroom/config';
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
  const column = (key: string) => translate(`app.content_statistics.columns.${key}`);
  return (
    <Table size="small" data-testid="top-items">
      <TableHead>
        <TableRow>
          <TableCell>{column('title')}</TableCell>
          <TableCell>{column('type')}</TableCell>
          <TableCell>{column('locale')}</TableCell>
          <TableCell align="right">{column('views')}</TableCell>
          <TableCell align="right">{column('share')}</TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const active = isSelected(item, selected);
          return (
            <TableRow
              key={`${item.documentId}-${item.locale}`}
              hover
              selected={active}
              onClick={() => onSelect(item)}
              sx={{ cursor: 'pointer' }}
              data-testid="top-item"
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
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={translate('app.content_statistics.show_in_chart', { title: item.title })}
                  aria-pressed={active}
                  color={active ? 'primary' : 'default'}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(item);
                  }}
                >
                  <ShowChartIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
