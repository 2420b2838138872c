import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAllowedActions } from '../providers/useMe';
import { MENU, type BadgeSource, type MenuNode } from './areas';
import { bestMatch, filterMenu, groupsContaining, routesOf } from './menuModel';

export interface MenuState {
  nodes: MenuNode[];
  activeRoute: string | undefined;
  activeGroups: string[];
  badges: Partial<Record<BadgeSource, number>>;
}

/** The visible menu for the signed-in user and the item matching the current path. */
export const useMenu = (): MenuState => {
  const allowedActions = useAllowedActions();
  const { pathname } = useLocation();
  const nodes = useMemo(() => filterMenu(MENU, allowedActions), [allowedActions]);
  const activeRoute = bestMatch(routesOf(nodes), pathname);
  const activeGroups = useMemo(() => groupsContaining(nodes, activeRoute), [nodes, activeRoute]);
  // The pending-comments counter fills this slot once the comments area exists.
  const badges = {};
  return { nodes, activeRoute, activeGroups, badges };
};

export const menuTestId = (route: string): string => `menu-item-${route}`;
