import { describe, expect, it } from 'vitest';
import { mayAccess, permissionFor } from './access';

describe('access from the registry (authProvider.canAccess)', () => {
  it('maps react-admin actions on a resource to the API actions', () => {
    expect(permissionFor('sales/orders', 'list')).toBe('api::order.order.find');
    expect(permissionFor('sales/orders', 'show')).toBe('api::order.order.find');
    expect(permissionFor('sales/orders', 'export')).toBe('api::order.order.find');
    expect(permissionFor('sales/orders', 'create')).toBe('api::order.order.create');
    expect(permissionFor('sales/orders', 'edit')).toBe('api::order.order.update');
    expect(permissionFor('content/tags', 'delete')).toBe('api::tag.tag.delete');
    expect(permissionFor('sales/invoices', 'finalize')).toBe('api::invoice.invoice.finalize');
    expect(permissionFor('content/pages', 'edit')).toBe('api::content.content.update');
  });

  it("maps a screen another API opens to that API's action", () => {
    expect(permissionFor('users', 'import')).toBe('api::profile-import.profile-import.analyze');
    expect(permissionFor('users', 'importProgress')).toBe('api::job.job.findOne');
    expect(permissionFor('users', 'create')).toBe('api::profile.profile.create');
    expect(permissionFor('sales/orders', 'import')).toBe('api::order.order.import');
    const importer = ['api::profile.profile.find', 'api::profile-import.profile-import.analyze'];
    expect(mayAccess(importer, 'users', 'import')).toBe(true);
    expect(mayAccess(importer, 'users', 'importProgress')).toBe(false);
  });

  it('answers pages by their route and refuses what nothing grants', () => {
    expect(permissionFor('content/statistics', 'list')).toBe('api::search.search.find');
    expect(permissionFor('sales/overview', 'list')).toBe('api::order.order.revenue');
    expect(permissionFor('sales/overview', 'delete')).toBeUndefined();
    expect(permissionFor('comments', 'list')).toBe('plugin::comments.admin.findAll');
    expect(permissionFor('comments', 'delete')).toBeUndefined();
    expect(permissionFor('nope', 'list')).toBeUndefined();
  });

  it('allows only what the user holds', () => {
    const editor = ['api::order.order.find', 'api::order.order.update'];
    expect(mayAccess(editor, 'sales/orders', 'list')).toBe(true);
    expect(mayAccess(editor, 'sales/orders', 'edit')).toBe(true);
    expect(mayAccess(editor, 'sales/orders', 'delete')).toBe(false);
    expect(mayAccess(editor, 'sales/invoices', 'list')).toBe(false);
    expect(mayAccess(editor, 'nope', 'list')).toBe(false);
  });
});
