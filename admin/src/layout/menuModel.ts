import type { MenuNode } from './areas';

/**
 * Items the user may see: leaves need their permission; groups survive when a child does. A node with `roles`
 * is shown only to users of one of those roles (SPEC 6's legacy marketing rule), whatever their actions.
 */
export const filterMenu = (
  nodes: MenuNode[],
  allowedActions: readonly string[],
  roles: readonly string[] = [],
): MenuNode[] =>
  nodes.flatMap((node) => {
    if (node.roles && !node.roles.some((role) => roles.includes(role))) return [];
    if (node.children) {
      const children = filterMenu(node.children, allowedActions, roles);
      return children.length ? [{ ...node, children }] : [];
    }
    if (node.permission && !allowedActions.includes(node.permission)) return [];
    return [node];
  });

export const routesOf = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.route ? [node.route] : []), ...routesOf(node.children ?? [])]);

const matches = (route: string, pathname: string): boolean => {
  // Home would prefix every path; it is active on the home page only.
  if (route === '/') return pathname === '/';
  return pathname === route || pathname.startsWith(`${route}/`);
};

/** The item whose link best matches the path: the longest matching route. */
export const bestMatch = (routes: string[], pathname: string): string | undefined =>
  routes.filter((route) => matches(route, pathname)).sort((a, b) => b.length - a.length)[0];

/** Keys of the groups on the way to the active route, so they open by themselves. */
export const groupsContaining = (nodes: MenuNode[], route: string | undefined): string[] => {
  if (!route) return [];
  return nodes.flatMap((node) => {
    if (!node.children) return [];
    const inside = routesOf(node.children).includes(route);
    return inside ? [node.key, ...groupsContaining(node.children, route)] : [];
  });
};

/** Permission needed for a path, read from the same table (for route guards). */
export const permissionForPath = (nodes: MenuNode[], pathname: string): string | undefined => {
  const all = (list: MenuNode[]): MenuNode[] => list.flatMap((n) => [n, ...all(n.children ?? [])]);
  const nodesWithRoute = all(nodes).filter((n) => n.route);
  const route = bestMatch(
    nodesWithRoute.map((n) => n.route!),
    pathname,
  );
  return nodesWithRoute.find((n) => n.route === route)?.permission;
};
