import type { ResourceProps } from 'react-admin';
import { LogList } from './LogList';
import { LogShow } from './LogShow';

/** react-admin resource `settings/log` (route /settings/log) over the Strapi API `outbox-messages`. */
export const logResource: Omit<ResourceProps, 'name'> = {
  list: LogList,
  show: LogShow,
};
