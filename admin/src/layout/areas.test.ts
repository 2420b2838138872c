import WorkIcon from '@mui/icons-material/WorkOutline';
import EventIcon from '@mui/icons-material/EventOutlined';
import TicketIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import CheckInIcon from '@mui/icons-material/QrCodeScannerOutlined';
import PropertyIcon from '@mui/icons-material/TuneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import ChannelIcon from '@mui/icons-material/AccountBalanceOutlined';
import RedirectIcon from '@mui/icons-material/AltRouteOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import StatisticsIcon from '@mui/icons-material/BarChartOutlined';
import CustomerIcon from '@mui/icons-material/BusinessOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import PageIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import CommentIcon from '@mui/icons-material/ForumOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import DashboardIcon from '@mui/icons-material/InsightsOutlined';
import ProductIcon from '@mui/icons-material/Inventory2Outlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import OrderIcon from '@mui/icons-material/ReceiptLongOutlined';
import InvoiceIcon from '@mui/icons-material/RequestQuoteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SalesIcon from '@mui/icons-material/StorefrontOutlined';
import BlockIcon from '@mui/icons-material/ViewQuiltOutlined';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import TemplateIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import SegmentIcon from '@mui/icons-material/FilterAltOutlined';
import ListsIcon from '@mui/icons-material/FormatListBulletedOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import FormIcon from '@mui/icons-material/DynamicFormOutlined';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import AdIcon from '@mui/icons-material/AdUnitsOutlined';
import BundleIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import ZoneGroupIcon from '@mui/icons-material/DashboardOutlined';
import PartnerIcon from '@mui/icons-material/HandshakeOutlined';
import PushIcon from '@mui/icons-material/NotificationsActiveOutlined';
import MeetIcon from '@mui/icons-material/VideoCallOutlined';
import TuneSettingsIcon from '@mui/icons-material/SettingsApplicationsOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import SystemEmailIcon from '@mui/icons-material/AlternateEmailOutlined';
import { describe, expect, it } from 'vitest';
import { MENU, type MenuNode } from './areas';

/** One line per node, depth first: key, area, label below app.menu, route, permission (an API's find by its name), badge. */
const linesOf = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [
    [node.key, node.area, node.labelKey.replace(/^app\.menu\./, ''), node.route, node.permission, node.badge]
      .map((part) => (part ?? '-').replace(/^api::([\w-]+)\.\1\.find$/, '$1'))
      .join(' '),
    ...linesOf(node.children ?? []),
  ]);
const iconsOf = (nodes: MenuNode[]): SvgIconComponent[] =>
  nodes.flatMap((node) => [node.icon, ...iconsOf(node.children ?? [])]);

describe('the menu', () => {
  it('keeps its order, labels, routes, permissions and badge', () => {
    expect(linesOf(MENU)).toEqual([
      'home home home / - -',
      'users profiles profiles /users profile -',
      'partners partners partners - - -',
      'partners partners partners_all /partners partner -',
      'partners-categories partners partner_categories /partners/categories partner-category -',
      'content content content - - -',
      'content content content_all /content content -',
      'content-statistics content content_statistics /content/statistics search -',
      'content-redirects content content_redirects /content/redirects content -',
      'content-authors content content_authors /content/authors author -',
      'content-tags content content_tags /content/tags tag -',
      'content-categories content content_categories /content/categories category -',
      'content-blocks content content_blocks /content/blocks block -',
      'comments comments comments /comments plugin::comments.admin.findAll comments',
      'marketing marketing marketing - - -',
      'marketing-overview marketing marketing_overview /marketing api::marketing.marketing.overview -',
      'marketing-content marketing marketing_content /marketing/content marketing-content -',
      'marketing-bundles marketing marketing_bundles /marketing/bundles marketing-bundle -',
      'marketing-zones marketing marketing_zones /marketing/zones marketing-zone -',
      'marketing-zone-groups marketing marketing_zone_groups /marketing/zone-groups marketing-zone-group -',
      'engagement engagement engagement - - -',
      'mail-overview engagement mail_overview /mail campaign -',
      'mail-statistics engagement mail_statistics /mail/statistics api::campaign.statistics.read -',
      'mail-campaigns engagement mail_campaigns /mail/campaigns campaign -',
      'mail-legacy-campaigns engagement mail_legacy_campaigns /mail/legacy/campaigns campaign -',
      'mail-segments engagement mail_segments /mail/segments segment -',
      'mail-emailtemplates engagement mail_emailtemplates /mail/emailtemplates email-template -',
      'mail-lists engagement mail_lists /mail/lists mail-list -',
      'mail-triggers engagement mail_triggers /mail/triggers campaign-trigger -',
      'push push push - - -',
      'push push push_overview /push push-subscription -',
      'push-campaigns push push_campaigns /push/campaigns campaign -',
      'forms forms forms - - -',
      'forms forms forms_all /forms form -',
      'forms-threads forms forms_threads /forms/threads form-thread -',
      'vacancies vacancies vacancies - - -',
      'vacancies vacancies vacancies_all /vacancies vacancy -',
      'vacancies-categories vacancies vacancy_categories /vacancies/categories vacancy-category -',
      'vacancies-properties vacancies vacancy_properties /vacancies/properties vacancy-property -',
      'dossiers dossiers dossiers - - -',
      'content-dossiers dossiers dossiers_all /content/dossiers dossier -',
      'content-dossiers-categories dossiers dossier_categories /content/dossiers/categories dossier-category -',
      'pages pages pages - - -',
      'content-pages pages pages_all /content/pages content -',
      'content-pages-categories pages page_categories /content/pages/categories page-category -',
      'sales sales sales - - -',
      'sales-overview sales sales_overview /sales/overview api::order.order.revenue -',
      'sales-customers sales sales_customers /sales/customers customer -',
      'sales-invoices sales sales_invoices /sales/invoices invoice -',
      'sales-orders sales sales_orders /sales/orders order -',
      'sales-products sales sales_products /sales/products product -',
      'sales-products-categories sales sales_product_categories /sales/products/categories product-category -',
      'sales-channels sales sales_channels /sales/channels channel -',
      'events events events - - -',
      'events events events_all /events event -',
      'events-categories events event_categories /events/categories event-category -',
      'events-tickets events events_tickets /events/tickets ticket -',
      'events-check-in events events_check_in /events/check-in api::ticket.ticket.scan -',
      'files files files /files plugin::upload.content-api.find -',
      'meet meet meet /meet api::meet.meet.auth -',
      'settings settings settings - - -',
      'settings-overview settings settings_overview /settings config -',
      'settings-general settings settings_general /settings/general api::config.config.update -',
      'settings-tags settings settings_tags /settings/tags tag-manager -',
      'settings-social settings settings_social /settings/social social-share -',
      'settings-emails settings settings_emails /settings/emails system-email -',
      'settings-log settings settings_log /settings/log log-entry -',
    ]);
  });

  it('keeps its icons', () => {
    expect(iconsOf(MENU)).toEqual([
      HomeIcon,
      PeopleIcon,
      PartnerIcon,
      PartnerIcon,
      CategoryIcon,
      ArticleIcon,
      ListIcon,
      StatisticsIcon,
      RedirectIcon,
      PersonIcon,
      TagIcon,
      CategoryIcon,
      BlockIcon,
      CommentIcon,
      BlockIcon,
      DashboardIcon,
      AdIcon,
      BundleIcon,
      BlockIcon,
      ZoneGroupIcon,
      MailIcon,
      DashboardIcon,
      StatisticsIcon,
      CampaignIcon,
      ArchiveIcon,
      SegmentIcon,
      TemplateIcon,
      ListsIcon,
      ScheduleIcon,
      PushIcon,
      DashboardIcon,
      CampaignIcon,
      FormIcon,
      FormIcon,
      InboxIcon,
      WorkIcon,
      WorkIcon,
      CategoryIcon,
      PropertyIcon,
      FolderIcon,
      FolderIcon,
      CategoryIcon,
      PageIcon,
      PageIcon,
      CategoryIcon,
      SalesIcon,
      DashboardIcon,
      CustomerIcon,
      InvoiceIcon,
      OrderIcon,
      ProductIcon,
      CategoryIcon,
      ChannelIcon,
      EventIcon,
      EventIcon,
      CategoryIcon,
      TicketIcon,
      CheckInIcon,
      FolderIcon,
      MeetIcon,
      SettingsIcon,
      DashboardIcon,
      TuneSettingsIcon,
      TagIcon,
      ShareIcon,
      SystemEmailIcon,
      OutboxIcon,
    ]);
  });

  it('gives groups children and no route, and nodes no properties beyond a menu node', () => {
    const allowed = new Set(['key', 'area', 'labelKey', 'icon', 'route', 'permission', 'badge', 'children', 'roles']);
    const walk = (nodes: MenuNode[]): void =>
      nodes.forEach((node) => {
        expect(Object.keys(node).filter((name) => !allowed.has(name))).toEqual([]);
        if (node.children) {
          expect(node.route).toBeUndefined();
          expect(node.permission).toBeUndefined();
          walk(node.children);
        }
      });
    walk(MENU);
  });

  it('shows the Marketing Zones, Engagement and Push groups to administrators and marketing only (SPEC 6)', () => {
    expect(MENU.filter((node) => node.roles).map((node) => [node.key, node.roles])).toEqual([
      ['marketing', ['administrator', 'marketing']],
      ['engagement', ['administrator', 'marketing']],
      ['push', ['administrator', 'marketing']],
    ]);
  });
});
