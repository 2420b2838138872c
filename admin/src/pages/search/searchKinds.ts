import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonIcon from '@mui/icons-material/PersonOutline';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import SegmentIcon from '@mui/icons-material/FilterAltOutlined';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import WorkIcon from '@mui/icons-material/WorkOutline';
import AdUnitsIcon from '@mui/icons-material/AdUnitsOutlined';
import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { tabFilter as invoiceTab } from '@/resources/sales/invoices/list/invoiceTabs';
import { tabFilter as orderTab } from '@/resources/sales/orders/orderTabs';

/**
 * The console's half of the search registry: per kind the server's providers answer (cms/src/api/search/providers.ts),
 * its icon, the list "show all" opens (filtered by the query through the list's own search box, `q`), and where
 * its status words are translated. The label is `app.search.types.<type>`. A kind missing here still shows, with
 * a generic icon and no "show all".
 */
export interface SearchKind {
  type: string;
  icon: SvgIconComponent;
  /** The react-admin resource whose list "show all" opens. */
  resource: string;
  /** The list's filter for a query: its search box, plus the tab a list with tabs needs. */
  listFilter?: (q: string) => Record<string, unknown>;
  /** Translation prefix of the hits' `status` (e.g. app.invoices.statuses). */
  statuses?: string;
}

export const SEARCH_KINDS: SearchKind[] = [
  { type: 'profile', icon: PersonIcon, resource: 'users' },
  { type: 'customer', icon: BusinessIcon, resource: 'sales/customers' },
  {
    type: 'order',
    icon: ShoppingCartIcon,
    resource: 'sales/orders',
    listFilter: (q) => orderTab('open', { q }),
    statuses: 'app.orders.statuses',
  },
  {
    type: 'invoice',
    icon: ReceiptIcon,
    resource: 'sales/invoices',
    listFilter: (q) => ({ ...invoiceTab('pending'), q }),
    statuses: 'app.invoices.statuses',
  },
  { type: 'product', icon: Inventory2Icon, resource: 'sales/products' },
  { type: 'content', icon: ArticleIcon, resource: 'content' },
  { type: 'emailTemplate', icon: MailOutlineIcon, resource: 'mail/emailtemplates' },
  { type: 'segment', icon: SegmentIcon, resource: 'mail/segments' },
  { type: 'campaign', icon: CampaignIcon, resource: 'mail/campaigns' },
  { type: 'campaignTrigger', icon: ScheduleIcon, resource: 'mail/triggers' },
  { type: 'campaignAutomation', icon: ScheduleIcon, resource: 'mail/triggers/automations' },
  { type: 'formThread', icon: InboxIcon, resource: 'forms/threads', statuses: 'app.formThreads.statuses' },
  { type: 'vacancy', icon: WorkIcon, resource: 'vacancies', statuses: 'app.vacancies.statuses' },
  {
    type: 'marketingContent',
    icon: AdUnitsIcon,
    resource: 'marketing/content',
    statuses: 'app.marketingContent.states',
  },
  { type: 'marketingZone', icon: ViewQuiltIcon, resource: 'marketing/zones' },
  { type: 'event', icon: EventIcon, resource: 'events' },
  { type: 'partner', icon: HandshakeIcon, resource: 'partners' },
  // A file's hit opens its folder; "show all" searches the file manager's root (docs/files.md).
  { type: 'file', icon: FileIcon, resource: 'files' },
];

export const searchKindOf = (type: string): SearchKind | undefined => SEARCH_KINDS.find((k) => k.type === type);

/** The kind's list, filtered by the query (react-admin reads `filter` from the URL). */
export const showAllPath = (kind: SearchKind, q: string) =>
  `/${kind.resource}?filter=${encodeURIComponent(JSON.stringify(kind.listFilter ? kind.listFilter(q) : { q }))}`;
