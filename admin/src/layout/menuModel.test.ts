import { describe, expect, it } from 'vitest';
import { MENU } from './areas';
import { bestMatch, filterMenu, groupsContaining, permissionForPath, routesOf } from './menuModel';

const PROFILES = 'api::profile.profile.find';
const OUTBOX = 'api::outbox-message.outbox-message.find';

describe('menu filter by permission', () => {
  it('shows only Home to a user without permissions, and drops empty groups', () => {
    expect(routesOf(filterMenu(MENU, []))).toEqual(['/']);
    expect(filterMenu(MENU, []).map((n) => n.key)).toEqual(['home']);
  });

  it('shows an item when allowedActions contain its permission', () => {
    expect(routesOf(filterMenu(MENU, [PROFILES]))).toEqual(['/', '/users']);
    const withLogs = filterMenu(MENU, [OUTBOX, 'api::vacancy.vacancy.find']);
    expect(routesOf(withLogs)).toEqual(['/', '/settings/log']);
    expect(withLogs.map((n) => n.key)).toEqual(['home', 'settings']);
  });

  it('does not accept look-alike permissions', () => {
    expect(routesOf(filterMenu(MENU, ['api::profile.profile.findOne']))).toEqual(['/']);
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
    expect(permissionForPath(MENU, '/settings/log/xyz/show')).toBe(OUTBOX);
    expect(permissionForPath(MENU, '/users')).toBe(PROFILES);
    expect(permissionForPath(MENU, '/search')).toBeUndefined();
  });
});
