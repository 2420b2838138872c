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
import { PAGES, permissionOf } from '@/registry/resources';

/** The menu: areas, groups and items; each item's permission comes from the resource registry. */
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
