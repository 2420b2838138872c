import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { RequirePermission } from '../components/RequirePermission';
import { RESOURCES } from '@/registry/resources';
import { logResource } from './settings/log';
import { usersResource } from './profiles/users';
import { authorsResource } from './content/authors';
import { blocksResource } from './content/blocks';
import { categoriesResource } from './content/categories';
import { contentResource } from './content/content';
import { dossierCategoriesResource } from './content/dossier-categories';
import { dossiersResource } from './content/dossiers';
import { pageCategoriesResource } from './content/page-categories';
import { tagsResource } from './content/tags';
import { commentsResource } from './comments';
import { channelsResource } from './sales/channels';
import { productsResource } from './sales/products';
import { productCategoriesResource } from './sales/product-categories';
import { customersResource } from './sales/customers';
import { ordersResource } from './sales/orders';
import { invoicesResource } from './sales/invoices';

/** Screens of each resource; names, API paths and permissions come from areas.ts. */
const VIEWS: Record<string, Omit<ResourceProps, 'name'>> = {
  users: usersResource,
  'settings/log': logResource,
  content: contentResource,
  'content/pages': contentResource,
  'content/redirects': contentResource,
  'content/authors': authorsResource,
  'content/tags': tagsResource,
  'content/categories': categoriesResource,
  'content/pages/categories': pageCategoriesResource,
  'content/dossiers': dossiersResource,
  'content/dossiers/categories': dossierCategoriesResource,
  'content/blocks': blocksResource,
  comments: commentsResource,
  'sales/channels': channelsResource,
  'sales/products': productsResource,
  'sales/products/categories': productCategoriesResource,
  'sales/customers': customersResource,
  'sales/orders': ordersResource,
  'sales/invoices': invoicesResource,
};

const guard = (View: ResourceProps['list'], permission: string): ComponentType | undefined => {
  if (!View) return undefined;
  const Guarded = () => (
    <RequirePermission permission={permission}>
      {typeof View === 'function' ? <View /> : (View as React.ReactElement)}
    </RequirePermission>
  );
  return Guarded;
};

/** Built once: new component types on every render would remount the screens. */
export const GUARDED_RESOURCES: ResourceProps[] = RESOURCES.map((entry) => {
  const views = VIEWS[entry.name];
  if (!views) throw new Error(`No screens registered for resource ${entry.name}`);
  return {
    ...views,
    name: entry.name,
    list: guard(views.list, entry.permission),
    show: guard(views.show, entry.permission),
    edit: guard(views.edit, entry.permission),
    create: guard(views.create, entry.permission),
  };
});
