import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MailTopLink } from '@newsroom/config';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from './format';

/** The links people clicked most (scanner clicks left out), with clicks and unique clickers. */
export const TopLinksTable = ({ links }: { links: MailTopLink[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!links.length)
    return (
      <Typography color="text.secondary" data-testid="top-links-empty">
        {translate('app.campaigns.top_links.none')}
      </Typography>
    );
  return (
    <Table size="small" data-testid="top-links">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.campaigns.top_links.url')}</TableCell>
          <TableCell align="right">{translate('app.campaigns.top_links.clicks')}</TableCell>
          <TableCell align="right">{translate('app.campaigns.top_links.unique')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {links.map((link) => (
          <TableRow key={link.url}>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              <Link href={link.url} target="_blank" rel="noopener noreferrer">
                {link.url}
              </Link>
            </TableCell>
            <TableCell align="right">{formatNumber(link.clicks, locale)}</TableCell>
            <TableCell align="right">{formatNumber(link.uniqueClicks, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
