import type { ResourceProps } from 'react-admin';
import { TriggerCreate } from './TriggerCreate';
import { TriggerEdit } from './TriggerEdit';
import { TriggerList } from './TriggerList';
import { TriggerShow } from './TriggerShow';

/**
 * `/mail/triggers`: campaigns sent on a cron schedule in Europe/Amsterdam (SPEC 3 "Triggers: cron schedule,
 * executeOnce, active"; SPEC 9 "a trigger shows its next 5 runs"). API `/api/campaign-triggers`.
 */
export const triggersResource: Omit<ResourceProps, 'name'> = {
  list: TriggerList,
  create: TriggerCreate,
  edit: TriggerEdit,
  show: TriggerShow,
};
