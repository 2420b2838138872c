import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuNode } from './areas';
import { routesOf } from './menuModel';
import { SIDEBAR_PALETTES } from '@/components/shellColors';
import { menuTestId, type MenuState } from './useMenu';

/** Horizontal layout: the menu as a bar under the top bar; groups open as dropdowns. */
export const HorizontalNav = ({ menu }: { menu: MenuState }) => {
  const translate = useTranslate();
  const palette = SIDEBAR_PALETTES.light;
  const [anchor, setAnchor] = useState<{ key: string; element: HTMLElement } | null>(null);

  const itemSx = (active: boolean) => ({
    color: active ? palette.activeText : palette.text,
    background: active ? palette.activeBackground : undefined,
    textTransform: 'none',
    fontWeight: active ? 600 : 400,
  });

  const group = (node: MenuNode) => {
    const active = !!menu.activeRoute && routesOf(node.children ?? []).includes(menu.activeRoute);
    const open = anchor?.key === node.key;
    return (
      <Box key={node.key}>
        <Button
          data-testid={`menu-group-${node.key}`}
          aria-haspopup="menu"
          aria-expanded={open}
          startIcon={<node.icon fontSize="small" />}
          endIcon={<ExpandMore fontSize="small" />}
          onClick={(event) => setAnchor({ key: node.key, element: event.currentTarget })}
          sx={itemSx(active)}
        >
          {translate(node.labelKey)}
        </Button>
        <Menu anchorEl={open ? anchor?.element : null} open={open} onClose={() => setAnchor(null)}>
          {(node.children ?? []).map((child) => (
            <MenuItem
              key={child.key}
              component={Link}
              to={child.route ?? '/'}
              selected={child.route === menu.activeRoute}
              data-testid={child.route ? menuTestId(child.route) : undefined}
              onClick={() => setAnchor(null)}
            >
              {translate(child.labelKey)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    );
  };

  return (
    <Box
      component="nav"
      data-testid="horizontal-nav"
      aria-label={translate('app.menu.main')}
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 2,
        py: 0.75,
        background: palette.background,
        borderBottom: `1px solid ${palette.border}`,
        flexWrap: 'wrap',
      }}
    >
      {menu.nodes.map((node) =>
        node.children ? (
          group(node)
        ) : (
          <Button
            key={node.key}
            component={Link}
            to={node.route!}
            data-testid={menuTestId(node.route!)}
            aria-current={node.route === menu.activeRoute ? 'page' : undefined}
            startIcon={<node.icon fontSize="small" />}
            sx={itemSx(node.route === menu.activeRoute)}
          >
            {translate(node.labelKey)}
          </Button>
        ),
      )}
    </Box>
  );
};
