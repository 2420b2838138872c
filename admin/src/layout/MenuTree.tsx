import type { LayoutPreferences } from '@newsroom/config';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MenuNode } from './areas';
import { MenuLink } from './MenuLink';
import type { MenuPalette } from '@/components/shellColors';
import type { MenuState } from './useMenu';

interface MenuTreeProps {
  menu: MenuState;
  size: LayoutPreferences['leftSidebarSize'];
  palette: MenuPalette;
}

/** The vertical menu: links and groups that expand and collapse (open by themselves when active). */
export const MenuTree = ({ menu, size, palette }: MenuTreeProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<string[]>(menu.activeGroups);
  useEffect(() => {
    setOpen((current) => Array.from(new Set([...current, ...menu.activeGroups])));
  }, [menu.activeGroups]);
  const toggle = (key: string) =>
    setOpen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  const render = (nodes: MenuNode[], depth: number) =>
    nodes.map((node) => {
      if (!node.children) {
        return (
          <MenuLink
            key={node.key}
            node={node}
            depth={depth}
            size={size}
            palette={palette}
            active={node.route === menu.activeRoute}
            badge={node.badge ? menu.badges[node.badge] : undefined}
          />
        );
      }
      const isOpen = open.includes(node.key);
      return (
        <div key={node.key}>
          <MenuLink
            node={node}
            depth={depth}
            size={size}
            palette={palette}
            active={false}
            onClick={() => toggle(node.key)}
            expanded={isOpen}
            expandIcon={isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          />
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <List disablePadding component="div" sx={{ p: 0 }}>
              {render(node.children, depth + 1)}
            </List>
          </Collapse>
        </div>
      );
    });

  return (
    <nav aria-label={translate('app.menu.main')}>
      <List component="div" sx={{ py: 1, px: 0 }}>
        {render(menu.nodes, 0)}
      </List>
    </nav>
  );
};
