import { SIDEBAR_WIDTHS, TOPBAR_HEIGHT } from '@newsroom/config';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Brand } from './Brand';
import { MenuTree } from './MenuTree';
import { usePreferences } from './PreferencesContext';
import { SIDEBAR_PALETTES } from '@/components/shellColors';
import { menuTestId, type MenuState } from './useMenu';

const RAIL_WIDTH = SIDEBAR_WIDTHS.condensed;

/** Two-column layout: a rail of area icons, and a second column with the chosen area's items. */
export const TwoColumnNav = ({ menu }: { menu: MenuState }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { preferences } = usePreferences();
  const palette = SIDEBAR_PALETTES[preferences.leftSidebarType];
  const activeArea = menu.nodes.find((n) => n.children && menu.activeGroups.includes(n.key))?.key;
  const [chosen, setChosen] = useState<string | undefined>(activeArea);
  useEffect(() => setChosen(activeArea), [activeArea]);
  const area = menu.nodes.find((n) => n.key === chosen && n.children);
  const fixed = preferences.menuPosition === 'fixed';
  const column = {
    position: fixed ? 'sticky' : 'relative',
    top: 0,
    alignSelf: 'flex-start',
    height: fixed ? '100vh' : 'auto',
    minHeight: '100vh',
    overflowY: fixed ? 'auto' : 'visible',
  } as const;

  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-sidebar-color={preferences.leftSidebarType}
      sx={{ display: 'flex', flexShrink: 0 }}
    >
      <Box
        component="nav"
        aria-label={translate('app.menu.main')}
        sx={{
          ...column,
          width: RAIL_WIDTH,
          background: palette.background,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box sx={{ height: TOPBAR_HEIGHT, display: 'flex', alignItems: 'center' }}>
          <Brand iconOnly color={palette.activeText} />
        </Box>
        {menu.nodes.map((node) => {
          const Icon = node.icon;
          const selected = node.children ? chosen === node.key : node.route === menu.activeRoute;
          return (
            <Tooltip key={node.key} title={translate(node.labelKey)} placement="right">
              <IconButton
                aria-label={translate(node.labelKey)}
                aria-current={selected ? 'page' : undefined}
                data-testid={node.route ? menuTestId(node.route) : `menu-group-${node.key}`}
                onClick={() => (node.children ? setChosen(node.key) : (setChosen(undefined), navigate(node.route!)))}
                sx={{
                  color: selected ? palette.activeText : palette.text,
                  background: selected ? palette.activeBackground : undefined,
                  borderRadius: 1,
                }}
              >
                <Icon />
              </IconButton>
            </Tooltip>
          );
        })}
      </Box>
      {area && (
        <Box
          sx={{
            ...column,
            width: SIDEBAR_WIDTHS.default - RAIL_WIDTH + 40,
            background: '#ffffff',
            borderRight: '1px solid #e9ebec',
          }}
        >
          <Typography
            variant="overline"
            component="h2"
            sx={{ display: 'block', px: 2, height: TOPBAR_HEIGHT, lineHeight: `${TOPBAR_HEIGHT}px`, color: '#878a99' }}
          >
            {translate(area.labelKey)}
          </Typography>
          <MenuTree menu={{ ...menu, nodes: area.children ?? [] }} size="default" palette={SIDEBAR_PALETTES.light} />
        </Box>
      )}
    </Box>
  );
};
