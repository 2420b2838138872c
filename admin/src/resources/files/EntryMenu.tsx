import MoreIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export type EntryAction = { key: string; label: string; onClick: () => void; danger?: boolean };

/** A file's or folder's actions (rename, move, delete, copy URL) behind one button, so a tile stays small. */
export const EntryMenu = ({ name, actions }: { name: string; actions: EntryAction[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.files.actions_of', { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="files-entry-menu"
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            data-testid={`files-action-${action.key}`}
            sx={action.danger ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {translate(action.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
