import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { RequireAccess } from '@/components/RequireAccess';
import { RESOURCES } from '@/registry/resources';
import { profileName } from './profiles/users/profileName';
import { USER_ROUTE_PATHS } from './profiles/users/routePaths';
import { lazyScreen } from '@/components/lazyScreen';
import type { CreatedNoticeOptions } from '@/components/useCreatedNotice';

type Views = Omit<ResourceProps, 'name'>;
type View = 'list' | 'create' | 'edit' | 'show';

interface Screens {
  /** The resource's module, fetched when one of its screens is first opened. */
  load: () => Promise<Views>;
  /** Which screens the module has: react-admin needs to know before loading (buttons, row clicks). */
  views: View[];
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Known before the module loads: the "created" toast reads it (components/useCreatedNotice.ts). */
  options?: CreatedNoticeOptions;
}

const content = () => import('./content/content').then((m) => m.contentResource);
const CRUD: View[] = ['list', 'create', 'edit'];
// "Artikel „Titel” aangemaakt": a content item's type names it better than "Inhoud".
const contentOptions: CreatedNoticeOptions = {
  kindOf: (record) => (record.type ? `app.content.types.${record.type}` : undefined),
};
const contentScreens: Screens = { load: content, views: CRUD, recordRepresentation: 'title', options: contentOptions };

/** Screens of each resource; names, API paths and permissions come from registry/resources.ts. */
export const SCREENS: Record<string, Screens> = {
  users: {
    load: () => import('./profiles/users').then((m) => m.usersResource),
    views: ['list', 'show', 'create', 'edit'],
    recordRepresentation: profileName,
  },
  'settings/log': {
    load: () => import('./settings/log').then((m) => m.logResource),
    views: ['list', 'show'],
    recordRepresentation: 'action',
  },
  'settings/log/emails': {
    load: () => import('./settings/log').then((m) => m.outboxResource),
    views: ['list', 'show'],
    recordRepresentation: 'subject',
  },
  content: contentScreens,
  'content/pages': contentScreens,
  'content/redirects': contentScreens,
  'content/authors': { load: () => import('./content/authors').then((m) => m.authorsResource), views: CRUD },
  'content/tags': { load: () => import('./content/tags').then((m) => m.tagsResource), views: CRUD },
  'content/categories': { load: () => import('./content/categories').then((m) => m.categoriesResource), views: CRUD },
  'content/pages/categories': {
    load: () => import('./content/page-categories').then((m) => m.pageCategoriesResource),
    views: CRUD,
  },
  'content/dossiers': {
    load: () => import('./content/dossiers').then((m) => m.dossiersResource),
    views: CRUD,
    recordRepresentation: 'title',
  },
  'content/dossiers/categories': {
    load: () => import('./content/dossier-categories').then((m) => m.dossierCategoriesResource),
    views: CRUD,
  },
  'content/blocks': { load: () => import('./content/blocks').then((m) => m.blocksResource), views: CRUD },
  comments: {
    load: () => import('./comments').then((m) => m.commentsResource),
    views: ['list'],
    recordRepresentation: 'content',
  },
  'sales/channels': { load: () => import('./sales/channels').then((m) => m.channelsResource), views: CRUD },
  'sales/products': { load: () => import('./sales/products').then((m) => m.productsResource), views: CRUD },
  'sales/products/categories': {
    load: () => import('./sales/product-categories').then((m) => m.productCategoriesResource),
    views: CRUD,
  },
  vacancies: {
    load: () => import('./vacancies/vacancies').then((m) => m.vacanciesResource),
    views: CRUD,
    recordRepresentation: 'title',
  },
  'vacancies/categories': {
    load: () => import('./vacancies/categories').then((m) => m.vacancyCategoriesResource),
    views: CRUD,
  },
  'vacancies/properties': {
    load: () => import('./vacancies/properties').then((m) => m.vacancyPropertiesResource),
    views: CRUD,
  },
  events: {
    load: () => import('./events/events').then((m) => m.eventsResource),
    views: CRUD,
    recordRepresentation: 'title',
  },
  'events/categories': {
    load: () => import('./events/categories').then((m) => m.eventCategoriesResource),
    views: CRUD,
  },
  'events/sessions': {
    load: () => import('./events/sessions').then((m) => m.sessionsResource),
    views: CRUD,
    recordRepresentation: 'title',
  },
  partners: { load: () => import('./partners/partners').then((m) => m.partnersResource), views: CRUD },
  'partners/categories': {
    load: () => import('./partners/categories').then((m) => m.partnerCategoriesResource),
    views: CRUD,
  },
  'sales/customers': {
    load: () => import('./sales/customers').then((m) => m.customersResource),
    views: CRUD,
    recordRepresentation: (record) => String(record.name || record.contact || ''),
  },
  'events/tickets': {
    load: () => import('./events/tickets').then((m) => m.ticketsResource),
    views: ['list', 'edit'],
    recordRepresentation: 'number',
  },
  'sales/orders': {
    load: () => import('./sales/orders').then((m) => m.ordersResource),
    views: ['list', 'create', 'show', 'edit'],
    recordRepresentation: 'serial',
  },
  'sales/invoices': {
    load: () => import('./sales/invoices').then((m) => m.invoicesResource),
    views: ['list', 'create', 'show', 'edit'],
    recordRepresentation: (record) => String(record.serial ?? ''),
  },
  'mail/emailtemplates': {
    load: () => import('./engagement/templates').then((m) => m.emailTemplatesResource),
    views: CRUD,
    recordRepresentation: 'name',
  },
  'mail/lists': {
    load: () => import('./engagement/lists').then((m) => m.mailListsResource),
    views: ['list', 'create', 'edit', 'show'],
    recordRepresentation: 'name',
  },
  'mail/triggers': {
    load: () => import('./engagement/triggers').then((m) => m.triggersResource),
    views: ['list', 'create', 'edit', 'show'],
    recordRepresentation: 'name',
  },
  'mail/triggers/automations': {
    load: () => import('./engagement/automations').then((m) => m.automationsResource),
    views: ['list', 'create', 'edit'],
    recordRepresentation: 'name',
  },
  'mail/campaigns': {
    load: () => import('./engagement/campaigns').then((m) => m.campaignsResource),
    views: ['list', 'create', 'show', 'edit'],
  },
  'mail/legacy/campaigns': {
    load: () => import('./engagement/campaigns/legacy').then((m) => m.legacyCampaignsResource),
    views: ['list', 'show'],
  },
  'mail/segments': { load: () => import('./engagement/segments').then((m) => m.segmentsResource), views: CRUD },
  forms: {
    load: () => import('./forms/forms').then((m) => m.formsResource),
    views: CRUD,
    recordRepresentation: 'name',
  },
  'forms/threads': {
    load: () => import('./forms/threads').then((m) => m.formThreadsResource),
    views: ['list', 'show'],
    recordRepresentation: (record) => String(record.email ?? ''),
  },
  'marketing/content': {
    load: () => import('./marketing/content').then((m) => m.marketingContentResource),
    views: CRUD,
    recordRepresentation: 'name',
  },
  'marketing/bundles': {
    load: () => import('./marketing/bundles').then((m) => m.bundlesResource),
    views: CRUD,
    recordRepresentation: 'name',
  },
  'marketing/zones': {
    load: () => import('./marketing/zones').then((m) => m.zonesResource),
    views: CRUD,
    recordRepresentation: 'name',
  },
  'marketing/zone-groups': {
    load: () => import('./marketing/zone-groups').then((m) => m.zoneGroupsResource),
    views: CRUD,
    recordRepresentation: 'name',
  },
  push: { load: () => import('./push').then((m) => m.pushResource), views: ['list'], recordRepresentation: 'endpoint' },
  files: { load: () => import('./files').then((m) => m.filesResource), views: ['list'] },
  'push/campaigns': {
    load: () => import('./push/campaigns').then((m) => m.pushCampaignsResource),
    views: ['list', 'create', 'show', 'edit'],
    recordRepresentation: 'name',
  },
};

/** A lazily loaded view behind react-admin's access check (reading the resource: its registry permission). */
const guardedView = (resource: string, screens: Screens, view: View): ComponentType => {
  const Screen = lazyScreen(() => screens.load().then((views) => views[view]));
  const Guarded = () => (
    <RequireAccess resource={resource}>
      <Screen />
    </RequireAccess>
  );
  return Guarded;
};

/** Built once: new component types on every render would remount the screens. */
export const GUARDED_RESOURCES: ResourceProps[] = RESOURCES.map((entry) => {
  const screens = SCREENS[entry.name];
  if (!screens) throw new Error(`No screens registered for resource ${entry.name}`);
  const views = Object.fromEntries(screens.views.map((view) => [view, guardedView(entry.name, screens, view)]));
  return {
    name: entry.name,
    recordRepresentation: screens.recordRepresentation ?? 'name',
    options: screens.options,
    ...views,
  };
});

const userScreens = () => import('./profiles/users/routes').then((m) => m.USER_ROUTE_SCREENS);

/** /users/create, /users/import[/:jobId], /users/{id}: the profile routes outside the resource's (routes.tsx). */
export const lazyUserRoutes = USER_ROUTE_PATHS.map((path) => {
  const Screen = lazyScreen(() => userScreens().then((screens) => screens[path]));
  return <Route key={path} path={path} element={<Screen />} />;
});

/** Every resource's screens fetched now: tests that render the console load them before their clock starts. */
export const preloadScreens = async (): Promise<void> => {
  await Promise.all(Object.values(SCREENS).map((screens) => screens.load()));
  await Promise.all(Object.values(await userScreens()));
};
