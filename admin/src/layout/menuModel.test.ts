import { describe, expect, it } from 'vitest';
import { MENU } from './areas';
import { bestMatch, filterMenu, groupsContaining, permissionForPath, routesOf } from './menuModel';

const PROFILES = 'api::profile.profile.find';
const LOG = 'api::log-entry.log-entry.find';

describe('menu filter by permission', () => {
  it('shows only Home to a user without permissions, and drops empty groups', () => {
    expect(routesOf(filterMenu(MENU, []))).toEqual(['/']);
    expect(filterMenu(MENU, []).map((n) => n.key)).toEqual(['home']);
  });

  it('shows an item when allowedActions contain its permission', () => {
    expect(routesOf(filterMenu(MENU, [PROFILES]))).toEqual(['/', '/users']);
    const withLogs = filterMenu(MENU, [LOG, 'api::unknown.unknown.find']);
    expect(routesOf(withLogs)).toEqual(['/', '/settings/log']);
    expect(withLogs.map((n) => n.key)).toEqual(['home', 'settings']);
  });

  it('does not accept look-alike permissions', () => {
    expect(routesOf(filterMenu(MENU, ['api::profile.profile.findOne']))).toEqual(['/']);
  });
});

describe('menu nodes for some roles only (SPEC 6: the marketing menus)', () => {
  const marketingGroup = {
    key: 'engagement',
    area: 'engagement',
    labelKey: 'app.menu.engagement',
    icon: MENU[0].icon,
    roles: ['administrator', 'marketing'],
    children: [{ key: 'mail', area: 'engagement', labelKey: 'x', icon: MENU[0].icon, route: '/mail', permission: 'p' }],
  };

  it('shows the group to administrators and marketing with the permission, and to nobody else', () => {
    expect(routesOf(filterMenu([marketingGroup], ['p'], ['marketing']))).toEqual(['/mail']);
    expect(routesOf(filterMenu([marketingGroup], ['p'], ['administrator']))).toEqual(['/mail']);
    expect(filterMenu([marketingGroup], ['p'], ['editor'])).toEqual([]);
    expect(filterMenu([marketingGroup], ['p'])).toEqual([]);
    expect(filterMenu([marketingGroup], [], ['marketing'])).toEqual([]);
  });
});

describe('Dossiers and Pages (SPEC section 2 main menu)', () => {
  const find = (resource: string) => `api::${resource}.${resource}.find`;
  const everything = [find('content'), find('dossier'), find('dossier-category'), find('page-category')];

  it('are sections of their own, not items under Content, before Sales', () => {
    const menu = filterMenu(MENU, [...everything, find('order')]);
    expect(menu.map((n) => n.key)).toEqual(['home', 'content', 'dossiers', 'pages', 'sales']);
    const content = menu.find((n) => n.key === 'content')!;
    expect(routesOf([content])).not.toEqual(expect.arrayContaining(['/content/pages']));
    expect(routesOf(menu.filter((n) => n.key === 'dossiers'))).toEqual([
      '/content/dossiers',
      '/content/dossiers/categories',
    ]);
    expect(routesOf(menu.filter((n) => n.key === 'pages'))).toEqual(['/content/pages', '/content/pages/categories']);
  });

  it('keep the SPEC routes; the active item and the open section follow the path', () => {
    const routes = routesOf(MENU);
    expect(bestMatch(routes, '/content/pages/categories/7')).toBe('/content/pages/categories');
    expect(bestMatch(routes, '/content/dossiers/abc')).toBe('/content/dossiers');
    expect(bestMatch(routes, '/content/abc')).toBe('/content');
    expect(groupsContaining(MENU, '/content/pages/categories')).toEqual(['pages']);
    expect(groupsContaining(MENU, '/content/dossiers')).toEqual(['dossiers']);
    expect(groupsContaining(MENU, '/content')).toEqual(['content']);
    expect(permissionForPath(MENU, '/content/dossiers/categories/3')).toBe(find('dossier-category'));
  });

  it('disappear without their permissions', () => {
    expect(filterMenu(MENU, [find('dossier')]).map((n) => n.key)).toEqual(['home', 'dossiers']);
  });
});

describe('active menu item', () => {
  const routes = ['/', '/content', '/content/pages', '/content/pages/categories', '/users', '/settings/log'];

  it('is the longest route that prefixes the path', () => {
    expect(bestMatch(routes, '/content/pages/categories/12')).toBe('/content/pages/categories');
    expect(bestMatch(routes, '/content/pages/abc/show')).toBe('/content/pages');
    expect(bestMatch(routes, '/content')).toBe('/content');
    expect(bestMatch(routes, '/users/abc123')).toBe('/users');
  });

  it('matches whole path segments only', () => {
    expect(bestMatch(routes, '/usersettings')).toBeUndefined();
    expect(bestMatch(routes, '/content-hub')).toBeUndefined();
  });

  it('marks Home only on the home page', () => {
    expect(bestMatch(routes, '/')).toBe('/');
    expect(bestMatch(routes, '/search')).toBeUndefined();
  });

  it('opens the groups that contain the active item', () => {
    expect(groupsContaining(MENU, '/settings/log')).toEqual(['settings']);
    expect(groupsContaining(MENU, '/users')).toEqual([]);
  });

  it('guards read the permission from the same table', () => {
    expect(permissionForPath(MENU, '/settings/log/xyz/show')).toBe(LOG);
    expect(permissionForPath(MENU, '/users')).toBe(PROFILES);
    expect(permissionForPath(MENU, '/search')).toBeUndefined();
  });
});
