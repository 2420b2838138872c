import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAllowedActions, useRoles } from '../providers/useMe';
import { MENU, type BadgeSource, type MenuNode } from './areas';
import { bestMatch, filterMenu, groupsContaining, routesOf } from './menuModel';
import { useCommentCounts } from '../resources/comments/useCommentCounts';

export interface MenuState {
  nodes: MenuNode[];
  activeRoute: string | undefined;
  activeGroups: string[];
  badges: Partial<Record<BadgeSource, number>>;
}

/** The visible menu for the signed-in user and the item matching the current path. */
export const useMenu = (): MenuState => {
  const allowedActions = useAllowedActions();
  const roles = useRoles();
  const { pathname } = useLocation();
  const nodes = useMemo(() => filterMenu(MENU, allowedActions, roles), [allowedActions, roles]);
  const activeRoute = bestMatch(routesOf(nodes), pathname);
  const activeGroups = useMemo(() => groupsContaining(nodes, activeRoute), [nodes, activeRoute]);
  const commentCounts = useCommentCounts();
  // SPEC section 2: the badge counts pending comments, what the queue lists; open reports are shown in the queue.
  const badges = { comments: commentCounts?.pending };
  return { nodes, activeRoute, activeGroups, badges };
};

export const menuTestId = (route: string): string => `menu-item-${route}`;
