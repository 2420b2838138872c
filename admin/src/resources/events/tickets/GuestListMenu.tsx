import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { GUEST_LIST_OPTIONAL_COLUMNS } from '@newsroom/config';
import { useListContext, useTranslate } from 'react-admin';
import { ticketApi } from '@/providers/ticketApi';

/** The guest list of the event (and session) chosen in the filters, as PDF or Excel, with the ticked columns. */
export const GuestListMenu = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [columns, setColumns] = useState<string[]>(['email']);
  const event = String(filterValues.event?.documentId ?? '');
  const session = filterValues.session?.documentId ? String(filterValues.session.documentId) : undefined;
  const download = (format: 'pdf' | 'xlsx') => {
    setAnchor(null);
    void ticketApi.guestList({ event, session, format, columns }).catch(() => undefined);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        data-testid="guest-list-menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.tickets.guest_list')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {!event && (
          <MenuItem disabled>
            <ListItemText primary={translate('app.tickets.guest_list_needs_event')} />
          </MenuItem>
        )}
        <MenuItem disabled={!event} onClick={() => download('pdf')} data-testid="guest-list-pdf">
          {translate('app.tickets.guest_list_pdf')}
        </MenuItem>
        <MenuItem disabled={!event} onClick={() => download('xlsx')} data-testid="guest-list-xlsx">
          {translate('app.tickets.guest_list_xlsx')}
        </MenuItem>
        <Divider />
        <MenuItem disabled>
          <ListItemText secondary={translate('app.tickets.columns')} />
        </MenuItem>
        {GUEST_LIST_OPTIONAL_COLUMNS.map((column) => (
          <MenuItem
            key={column}
            dense
            onClick={() => setColumns((c) => (c.includes(column) ? c.filter((x) => x !== column) : [...c, column]))}
          >
            <Checkbox size="small" checked={columns.includes(column)} sx={{ p: 0, mr: 1 }} />
            {translate(`app.tickets.column_${column}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
