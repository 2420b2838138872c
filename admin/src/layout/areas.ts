import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';

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
}

export const RESOURCES: ResourceEntry[] = [
  {
    name: 'users',
    api: 'profiles',
    permission: 'api::profile.profile.find',
    searchFields: ['firstName', 'lastName', 'email', 'screenName'],
  },
  {
    name: 'settings/log',
    api: 'outbox-messages',
    permission: 'api::outbox-message.outbox-message.find',
    searchFields: ['to', 'subject'],
  },
];

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
  /** A count shown beside the label (slot for the pending-comments counter, not used yet). */
  badge?: BadgeSource;
  children?: MenuNode[];
}

const permissionOf = (resource: string): string => {
  const entry = RESOURCES.find((r) => r.name === resource);
  if (!entry) throw new Error(`areas.ts: unknown resource ${resource}`);
  return entry.permission;
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

export const resourceEntry = (name: string): ResourceEntry | undefined =>
  RESOURCES.find((r) => r.name === name);

/** Unknown resources map to themselves, so `getList('profiles')` also works. */
export const apiPathOf = (resource: string): string => resourceEntry(resource)?.api ?? resource;
