import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import PageIcon from '@mui/icons-material/DescriptionOutlined';
import RedirectIcon from '@mui/icons-material/AltRouteOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import BlockIcon from '@mui/icons-material/ViewQuiltOutlined';
import StatisticsIcon from '@mui/icons-material/BarChartOutlined';
import CommentIcon from '@mui/icons-material/ForumOutlined';
import SalesIcon from '@mui/icons-material/StorefrontOutlined';
import ChannelIcon from '@mui/icons-material/AccountBalanceOutlined';
import ProductIcon from '@mui/icons-material/Inventory2Outlined';
import CustomerIcon from '@mui/icons-material/BusinessOutlined';
import OrderIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardIcon from '@mui/icons-material/InsightsOutlined';
import InvoiceIcon from '@mui/icons-material/RequestQuoteOutlined';

/**
 * The one table behind the menu, the routes, the route guards and the data provider's
 * resource → API mapping (DESIGN convention 6). Only screens that work today are listed.
 */
export interface ResourceEntry {
  /** react-admin resource name = the route below '/', e.g. 'settings/log' is /settings/log. */
  name: string;
  /** Strapi plural API id: /api/{api}. */
  api: string;
  /** users-permissions action needed to see and open it. */
  permission: string;
  /** Fields the list search box (`q`) looks in. */
  searchFields: string[];
  /**
   * Values every record of this resource has (permanent list filter and create default), e.g. the
   * pages screen is the contents API with type PAGE.
   */
  fixed?: Record<string, string>;
  /** Relations the list and the form read: populated on read, written back as documentId(s). */
  relations?: Record<string, 'one' | 'many'>;
  /** Media fields: populated on read, written back as the upload's numeric id. */
  media?: string[];
  /** Localized API (Strapi i18n): the `locale` filter and meta become the `locale` query parameter. */
  localized?: boolean;
  /** Only these fields may change after creation: an update sends just the ones the user changed. */
  updatable?: string[];
}

const CONTENT_RELATIONS: Record<string, 'one' | 'many'> = {
  authors: 'many',
  tags: 'many',
  categories: 'many',
  highlightedCategory: 'one',
  dossier: 'one',
  pageCategory: 'one',
};

const content = (name: string, fixed?: Record<string, string>): ResourceEntry => ({
  name,
  api: 'contents',
  permission: 'api::content.content.find',
  searchFields: ['title', 'introduction'],
  fixed,
  relations: CONTENT_RELATIONS,
  media: ['cover', 'mediaFile', 'downloadFile'],
  localized: true,
});

const taxonomy = (
  name: string,
  api: string,
  uid: string,
  searchFields = ['name'],
  extra: Partial<ResourceEntry> = {},
): ResourceEntry => ({
  name,
  api,
  permission: `api::${uid}.${uid}.find`,
  searchFields,
  ...extra,
});

export const RESOURCES: ResourceEntry[] = [
  {
    name: 'users',
    api: 'profiles',
    permission: 'api::profile.profile.find',
    searchFields: ['firstName', 'lastName', 'email', 'screenName'],
    relations: { tags: 'many', newsletters: 'many' },
    media: ['avatar'],
  },
  {
    name: 'settings/log',
    api: 'outbox-messages',
    permission: 'api::outbox-message.outbox-message.find',
    searchFields: ['to', 'subject'],
  },
  content('content'),
  content('content/pages', { type: 'PAGE' }),
  content('content/redirects', { type: 'REDIRECT' }),
  taxonomy('content/authors', 'authors', 'author', ['name', 'email'], { media: ['avatar'] }),
  taxonomy('content/tags', 'tags', 'tag'),
  taxonomy('content/categories', 'categories', 'category'),
  taxonomy('content/pages/categories', 'page-categories', 'page-category'),
  taxonomy('content/dossiers', 'dossiers', 'dossier', ['title', 'description'], {
    relations: { dossierCategory: 'one' },
    media: ['cover'],
  }),
  taxonomy('content/dossiers/categories', 'dossier-categories', 'dossier-category'),
  taxonomy('content/blocks', 'blocks', 'block', ['name', 'content'], { media: ['image'] }),
  {
    name: 'sales/channels',
    api: 'channels',
    permission: 'api::channel.channel.find',
    searchFields: ['name', 'company', 'invoiceSerialPrefix'],
    media: ['invoiceLogo'],
  },
  {
    name: 'sales/products',
    api: 'products',
    permission: 'api::product.product.find',
    searchFields: ['name', 'description', 'sku'],
    relations: {
      categories: 'many',
      channel: 'one',
      tags: 'many',
      tagsBirth: 'many',
      tagsWill: 'many',
      followUp: 'one',
    },
    media: ['images'],
  },
  taxonomy('sales/products/categories', 'product-categories', 'product-category', ['name', 'description']),
  {
    name: 'sales/customers',
    api: 'customers',
    permission: 'api::customer.customer.find',
    searchFields: ['name', 'contact', 'email', 'debtorId'],
    relations: { tags: 'many' },
    media: ['logo'],
  },
  {
    name: 'sales/orders',
    api: 'orders',
    permission: 'api::order.order.find',
    searchFields: ['serial', 'reference', 'customer.displayName'],
    relations: { customer: 'one', channel: 'one' },
    // cms/src/api/order/services/order.ts EDITABLE: lines, parties and amounts are fixed once created.
    updatable: ['reference', 'notes', 'customerComment', 'addressee', 'email', 'paymentLink', 'paymentDueAt'],
  },
  {
    name: 'sales/invoices',
    api: 'invoices',
    permission: 'api::invoice.invoice.find',
    searchFields: ['serial', 'reference', 'customer.displayName'],
    relations: { customer: 'one', channel: 'one', order: 'one', creditOf: 'one', creditNotes: 'many' },
    // Only a draft changes, and only its writable fields (the rest is the server's: number, status, amounts, history).
    updatable: [
      'channel',
      'customer',
      'addressee',
      'description',
      'lines',
      'invoiceDate',
      'paymentTerm',
      'reference',
      'comments',
      'recipients',
      'paymentMethod',
      'reverseCharge',
      'exemptionReason',
      'deliveryDate',
      'periodStart',
      'periodEnd',
    ],
  },
  // Read-only list over the moderation route; approve/reject are named calls (providers/api.ts).
  {
    name: 'comments',
    api: 'comments/moderate/all',
    permission: 'plugin::comments.admin.findAll',
    searchFields: ['content'],
  },
];

/** The permission for another action on the same API, e.g. actionFor('content/tags', 'delete'). */
export const actionFor = (resource: string, action: string): string | undefined => {
  const permission = RESOURCES.find((r) => r.name === resource)?.permission;
  return permission?.replace(/\.find$/, `.${action}`);
};

export type BadgeSource = 'comments';

export interface MenuNode {
  /** Stable id; also used for group test ids. */
  key: string;
  area: string;
  labelKey: string;
  icon: SvgIconComponent;
  /** Leaf items link here; groups have children instead. */
  route?: string;
  permission?: string;
  /** A count shown on the item's icon (the comments waiting for moderation). */
  badge?: BadgeSource;
  children?: MenuNode[];
}

const permissionOf = (resource: string): string => {
  const entry = RESOURCES.find((r) => r.name === resource);
  if (!entry) throw new Error(`areas.ts: unknown resource ${resource}`);
  return entry.permission;
};

/** Pages that are not resources, with the permission their route guard and menu item need. */
export const PAGES = {
  // SPEC section 6: statistics pages need the search permission.
  contentStatistics: { route: '/content/statistics', permission: 'api::search.search.find' },
  // The sales dashboard; /sales shows the same page.
  salesOverview: { route: '/sales/overview', permission: 'api::order.order.revenue' },
} as const;

/** Menu items of resources: [resource, label key below app.menu, icon]; the key is the route with dashes. */
const resourceItems = (area: string, items: [string, string, SvgIconComponent][]): MenuNode[] =>
  items.map(([resource, label, icon]) => ({
    key: resource.replace(/\//g, '-'),
    area,
    labelKey: `app.menu.${label}`,
    icon,
    route: `/${resource}`,
    permission: permissionOf(resource),
  }));

const CONTENT_STATISTICS_NODE: MenuNode = {
  key: 'content-statistics',
  area: 'content',
  labelKey: 'app.menu.content_statistics',
  icon: StatisticsIcon,
  route: PAGES.contentStatistics.route,
  permission: PAGES.contentStatistics.permission,
};

export const MENU: MenuNode[] = [
  { key: 'home', area: 'home', labelKey: 'app.menu.home', icon: HomeIcon, route: '/' },
  {
    key: 'users',
    area: 'profiles',
    labelKey: 'app.menu.profiles',
    icon: PeopleIcon,
    route: '/users',
    permission: permissionOf('users'),
  },
  {
    key: 'content',
    area: 'content',
    labelKey: 'app.menu.content',
    icon: ArticleIcon,
    children: resourceItems('content', [
      ['content', 'content_all', ListIcon],
      ['content/redirects', 'content_redirects', RedirectIcon],
      ['content/authors', 'content_authors', PersonIcon],
      ['content/tags', 'content_tags', TagIcon],
      ['content/categories', 'content_categories', CategoryIcon],
      ['content/blocks', 'content_blocks', BlockIcon],
    ])
      // Page views per item, right after "All content" (SPEC section 2 order).
      .flatMap((node) => (node.key === 'content' ? [node, CONTENT_STATISTICS_NODE] : [node])),
  },
  {
    key: 'comments',
    area: 'comments',
    labelKey: 'app.menu.comments',
    icon: CommentIcon,
    route: '/comments',
    permission: permissionOf('comments'),
    badge: 'comments',
  },
  // SPEC section 2 main menu: Dossiers and Pages are sections of their own; their routes stay under /content.
  {
    key: 'dossiers',
    area: 'dossiers',
    labelKey: 'app.menu.dossiers',
    icon: FolderIcon,
    children: resourceItems('dossiers', [
      ['content/dossiers', 'dossiers_all', FolderIcon],
      ['content/dossiers/categories', 'dossier_categories', CategoryIcon],
    ]),
  },
  {
    key: 'pages',
    area: 'pages',
    labelKey: 'app.menu.pages',
    icon: PageIcon,
    children: resourceItems('pages', [
      ['content/pages', 'pages_all', PageIcon],
      ['content/pages/categories', 'page_categories', CategoryIcon],
    ]),
  },
  {
    key: 'sales',
    area: 'sales',
    labelKey: 'app.menu.sales',
    icon: SalesIcon,
    children: [
      {
        key: 'sales-overview',
        area: 'sales',
        labelKey: 'app.menu.sales_overview',
        icon: DashboardIcon,
        route: PAGES.salesOverview.route,
        permission: PAGES.salesOverview.permission,
      },
      {
        key: 'sales-customers',
        area: 'sales',
        labelKey: 'app.menu.sales_customers',
        icon: CustomerIcon,
        route: '/sales/customers',
        permission: permissionOf('sales/customers'),
      },
      {
        key: 'sales-invoices',
        area: 'sales',
        labelKey: 'app.menu.sales_invoices',
        icon: InvoiceIcon,
        route: '/sales/invoices',
        permission: permissionOf('sales/invoices'),
      },
      {
        key: 'sales-orders',
        area: 'sales',
        labelKey: 'app.menu.sales_orders',
        icon: OrderIcon,
        route: '/sales/orders',
        permission: permissionOf('sales/orders'),
      },
      {
        key: 'sales-products',
        area: 'sales',
        labelKey: 'app.menu.sales_products',
        icon: ProductIcon,
        route: '/sales/products',
        permission: permissionOf('sales/products'),
      },
      {
        key: 'sales-products-categories',
        area: 'sales',
        labelKey: 'app.menu.sales_product_categories',
        icon: CategoryIcon,
        route: '/sales/products/categories',
        permission: permissionOf('sales/products/categories'),
      },
      {
        key: 'sales-channels',
        area: 'sales',
        labelKey: 'app.menu.sales_channels',
        icon: ChannelIcon,
        route: '/sales/channels',
        permission: permissionOf('sales/channels'),
      },
    ],
  },
  {
    key: 'settings',
    area: 'settings',
    labelKey: 'app.menu.settings',
    icon: SettingsIcon,
    children: [
      {
        key: 'settings-log',
        area: 'settings',
        labelKey: 'app.menu.settings_log',
        icon: OutboxIcon,
        route: '/settings/log',
        permission: permissionOf('settings/log'),
      },
    ],
  },
];

export const resourceEntry = (name: string): ResourceEntry | undefined => RESOURCES.find((r) => r.name === name);

/** Unknown resources map to themselves, so `getList('profiles')` also works. */
export const apiPathOf = (resource: string): string => resourceEntry(resource)?.api ?? resource;
