import type { LayoutPreferences } from '@newsroom/config';
import Badge from '@mui/material/Badge';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuNode } from './areas';
import type { MenuPalette } from '@/components/shellColors';
import { menuTestId } from './useMenu';

export interface MenuLinkProps {
  node: MenuNode;
  active: boolean;
  size: LayoutPreferences['leftSidebarSize'];
  palette: MenuPalette;
  depth?: number;
  badge?: number;
  /** Groups render as a button instead of a link. */
  onClick?: () => void;
  expandIcon?: ReactNode;
  expanded?: boolean;
  testId?: string;
}

/** One menu row; condensed shows the icon only (label in a tooltip), compact stacks icon over label. */
export const MenuLink = ({
  node,
  active,
  size,
  palette,
  depth = 0,
  badge,
  onClick,
  expandIcon,
  expanded,
  testId,
}: MenuLinkProps) => {
  const translate = useTranslate();
  const label = translate(node.labelKey);
  const Icon = node.icon;
  const compact = size === 'compact';
  const condensed = size === 'condensed';
  const linkProps = node.route && !onClick ? { component: Link, to: node.route } : { onClick };

  const row = (
    <ListItemButton
      {...linkProps}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-expanded={onClick ? expanded : undefined}
      aria-label={condensed ? label : undefined}
      data-testid={testId ?? (node.route ? menuTestId(node.route) : `menu-group-${node.key}`)}
      sx={{
        color: active ? palette.activeText : palette.text,
        pl: condensed || compact ? 1 : 2 + depth * 2,
        py: compact ? 1 : 0.75,
        flexDirection: compact ? 'column' : 'row',
        justifyContent: condensed ? 'center' : 'flex-start',
        textAlign: compact ? 'center' : 'left',
        borderRadius: 1,
        mx: 1,
        '&.Mui-selected, &.Mui-selected:hover': {
          backgroundColor: palette.activeBackground,
          color: palette.activeText,
        },
        '&:hover': { color: palette.activeText },
        '&.Mui-focusVisible': { outline: `2px solid ${palette.activeText}`, outlineOffset: -2 },
      }}
    >
      <ListItemIcon sx={{ color: 'inherit', minWidth: condensed || compact ? 0 : 36, justifyContent: 'center' }}>
        <Badge color="error" badgeContent={badge} invisible={!badge}>
          <Icon fontSize="small" />
        </Badge>
      </ListItemIcon>
      {!condensed && (
        <ListItemText
          primary={label}
          slotProps={{ primary: { sx: { fontSize: compact ? 12 : 14, fontWeight: active ? 600 : 400 } } }}
        />
      )}
      {!condensed && !compact && expandIcon}
    </ListItemButton>
  );
  return condensed ? (
    <Tooltip title={label} placement="right">
      {row}
    </Tooltip>
  ) : (
    row
  );
};
