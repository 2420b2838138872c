import { PAGES, resourceEntry } from './resources';

/**
 * Which users-permissions action answers react-admin's access question `{ resource, action }`
 * (authProvider.canAccess). Reading a resource (list, show, export) needs the registry's permission,
 * its `find`; an action the registry lists under `otherActions` needs that other API's action (`import`
 * on users is api::profile-import.profile-import.analyze); create, edit and delete need the API's own
 * actions; any other action names the API's action directly (`finalize` on sales/invoices is
 * api::invoice.invoice.finalize). Pages that are not resources answer by their route
 * ('content/statistics'). Undefined: nothing grants it.
 */
const READS = new Set(['list', 'show', 'export']);
const API_ACTION: Record<string, string> = { create: 'create', edit: 'update', clone: 'create', delete: 'delete' };

export const permissionFor = (resource: string, action: string): string | undefined => {
  const page = Object.values(PAGES).find((p) => p.route === `/${resource}`);
  if (page) return READS.has(action) ? page.permission : undefined;
  const entry = resourceEntry(resource);
  if (!entry) return undefined;
  const base = entry.permission;
  if (READS.has(action)) return base;
  const other = entry.otherActions?.[action];
  if (other) return other;
  // Moderation routes and the like have no CRUD family to name other actions by.
  if (!base.endsWith('.find')) return undefined;
  return `${base.slice(0, -'find'.length)}${API_ACTION[action] ?? action}`;
};

/** Whether a user holding `allowedActions` (GET /api/me) may do `action` on `resource`. */
export const mayAccess = (allowedActions: readonly string[], resource: string, action: string): boolean => {
  const permission = permissionFor(resource, action);
  return !!permission && allowedActions.includes(permission);
};
