import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import TicketIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import CheckInIcon from '@mui/icons-material/QrCodeScannerOutlined';
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
import WorkIcon from '@mui/icons-material/WorkOutline';
import PropertyIcon from '@mui/icons-material/TuneOutlined';
import ChannelIcon from '@mui/icons-material/AccountBalanceOutlined';
import ProductIcon from '@mui/icons-material/Inventory2Outlined';
import CustomerIcon from '@mui/icons-material/BusinessOutlined';
import OrderIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardIcon from '@mui/icons-material/InsightsOutlined';
import InvoiceIcon from '@mui/icons-material/RequestQuoteOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import SegmentIcon from '@mui/icons-material/FilterAltOutlined';
import TemplateIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import ListsIcon from '@mui/icons-material/FormatListBulletedOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import FormIcon from '@mui/icons-material/DynamicFormOutlined';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import AdIcon from '@mui/icons-material/AdUnitsOutlined';
import BundleIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import ZoneGroupIcon from '@mui/icons-material/DashboardOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import PartnerIcon from '@mui/icons-material/HandshakeOutlined';
import PushIcon from '@mui/icons-material/NotificationsActiveOutlined';
import TuneSettingsIcon from '@mui/icons-material/SettingsApplicationsOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import MeetIcon from '@mui/icons-material/VideoCallOutlined';
import SystemEmailIcon from '@mui/icons-material/AlternateEmailOutlined';
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
  /** Only users of these roles (`groups` of /api/me) see the node: SPEC 6's rule for the marketing menus. */
  roles?: readonly string[];
}

/** A resource's menu item: [resource, label key below app.menu, icon, badge?]. */
type ResourceItem = [string, string, SvgIconComponent, BadgeSource?];

/** Menu items of resources; the key is the route with dashes, the permission the resource's own. */
const resourceItems = (area: string, items: ResourceItem[]): MenuNode[] =>
  items.map(([resource, label, icon, badge]) => ({
    key: resource.replace(/\//g, '-'),
    area,
    labelKey: `app.menu.${label}`,
    icon,
    route: `/${resource}`,
    permission: permissionOf(resource),
    ...(badge && { badge }),
  }));

/** A page that is not a resource: route and permission from PAGES, the label key is the key with underscores. */
const pageItem = (key: string, area: string, page: keyof typeof PAGES, icon: SvgIconComponent): MenuNode => ({
  key,
  area,
  labelKey: `app.menu.${key.replace(/-/g, '_')}`,
  icon,
  route: PAGES[page].route,
  permission: PAGES[page].permission,
});

/** A section of the menu: its key is also its area and its label below app.menu; resources become its items. */
const group = (key: string, icon: SvgIconComponent, children: (ResourceItem | MenuNode)[]): MenuNode => ({
  key,
  area: key,
  labelKey: `app.menu.${key}`,
  icon,
  children: children.flatMap((child) => (Array.isArray(child) ? resourceItems(key, [child]) : [child])),
});

export const MENU: MenuNode[] = [
  { key: 'home', area: 'home', labelKey: 'app.menu.home', icon: HomeIcon, route: '/' },
  ...resourceItems('profiles', [['users', 'profiles', PeopleIcon]]),
  // SPEC section 2's order: Partners right after Profiles, Events right after Sales (issue #21).
  group('partners', PartnerIcon, [
    ['partners', 'partners_all', PartnerIcon],
    ['partners/categories', 'partner_categories', CategoryIcon],
  ]),
  group('content', ArticleIcon, [
    ['content', 'content_all', ListIcon],
    // Page views per item, right after "All content" (SPEC section 2 order).
    pageItem('content-statistics', 'content', 'contentStatistics', StatisticsIcon),
    ['content/redirects', 'content_redirects', RedirectIcon],
    ['content/authors', 'content_authors', PersonIcon],
    ['content/tags', 'content_tags', TagIcon],
    ['content/categories', 'content_categories', CategoryIcon],
    ['content/blocks', 'content_blocks', BlockIcon],
  ]),
  ...resourceItems('comments', [['comments', 'comments', CommentIcon, 'comments']]),
  // SPEC 6's legacy rule: the marketing menus show to administrators and marketing only (SPEC 2's order inside).
  {
    ...group('marketing', BlockIcon, [
      pageItem('marketing-overview', 'marketing', 'marketingOverview', DashboardIcon),
      ['marketing/content', 'marketing_content', AdIcon],
      ['marketing/bundles', 'marketing_bundles', BundleIcon],
      ['marketing/zones', 'marketing_zones', BlockIcon],
      ['marketing/zone-groups', 'marketing_zone_groups', ZoneGroupIcon],
    ]),
    roles: ['administrator', 'marketing'],
  },
  {
    ...group('engagement', MailIcon, [
      pageItem('mail-overview', 'engagement', 'mailOverview', DashboardIcon),
      pageItem('mail-statistics', 'engagement', 'mailStatistics', StatisticsIcon),
      ['mail/campaigns', 'mail_campaigns', CampaignIcon],
      ['mail/legacy/campaigns', 'mail_legacy_campaigns', ArchiveIcon],
      ['mail/segments', 'mail_segments', SegmentIcon],
      ['mail/emailtemplates', 'mail_emailtemplates', TemplateIcon],
      ['mail/lists', 'mail_lists', ListsIcon],
      ['mail/triggers', 'mail_triggers', ScheduleIcon],
    ]),
    roles: ['administrator', 'marketing'],
  },
  // SPEC 2's Push section (/push, /push/campaigns): engagement's rule, administrators and marketing only.
  {
    ...group('push', PushIcon, [
      ['push', 'push_overview', DashboardIcon],
      ['push/campaigns', 'push_campaigns', CampaignIcon],
    ]),
    roles: ['administrator', 'marketing'],
  },
  // SPEC 2's /forms: the builder and the submissions (threads); shown to whoever may read them.
  group('forms', FormIcon, [
    ['forms', 'forms_all', FormIcon],
    ['forms/threads', 'forms_threads', InboxIcon],
  ]),
  group('vacancies', WorkIcon, [
    ['vacancies', 'vacancies_all', WorkIcon],
    ['vacancies/categories', 'vacancy_categories', CategoryIcon],
    ['vacancies/properties', 'vacancy_properties', PropertyIcon],
  ]),
  // SPEC section 2 main menu: Dossiers and Pages are sections of their own; their routes stay under /content.
  group('dossiers', FolderIcon, [
    ['content/dossiers', 'dossiers_all', FolderIcon],
    ['content/dossiers/categories', 'dossier_categories', CategoryIcon],
  ]),
  group('pages', PageIcon, [
    ['content/pages', 'pages_all', PageIcon],
    ['content/pages/categories', 'page_categories', CategoryIcon],
  ]),
  group('sales', SalesIcon, [
    pageItem('sales-overview', 'sales', 'salesOverview', DashboardIcon),
    ['sales/customers', 'sales_customers', CustomerIcon],
    ['sales/invoices', 'sales_invoices', InvoiceIcon],
    ['sales/orders', 'sales_orders', OrderIcon],
    ['sales/products', 'sales_products', ProductIcon],
    ['sales/products/categories', 'sales_product_categories', CategoryIcon],
    ['sales/channels', 'sales_channels', ChannelIcon],
  ]),
  // Issue #21: events, their categories, the tickets and the check-in at the door.
  group('events', EventIcon, [
    ['events', 'events_all', EventIcon],
    ['events/categories', 'event_categories', CategoryIcon],
    ['events/tickets', 'events_tickets', TicketIcon],
    pageItem('events-check-in', 'events', 'eventsCheckIn', CheckInIcon),
  ]),
  // SPEC 2: the file manager, its own main item after Events (docs/files.md).
  ...resourceItems('files', [['files', 'files', FolderIcon]]),
  // SPEC 2: Meet after Events (and the file manager); shown only with a meeting server (docs/meet.md).
  pageItem('meet', 'meet', 'meet', MeetIcon),
  // SPEC 2's order: general, tag manager, social media, system e-mails, engagement, logs (the overview first).
  group('settings', SettingsIcon, [
    pageItem('settings-overview', 'settings', 'settingsOverview', DashboardIcon),
    pageItem('settings-general', 'settings', 'settingsGeneral', TuneSettingsIcon),
    pageItem('settings-tags', 'settings', 'settingsTags', TagIcon),
    pageItem('settings-social', 'settings', 'settingsSocial', ShareIcon),
    pageItem('settings-emails', 'settings', 'settingsEmails', SystemEmailIcon),
    ['settings/log', 'settings_log', OutboxIcon],
  ]),
];
