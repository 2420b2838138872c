import type { ResourceProps } from 'react-admin';
import { AutomationCreate } from './AutomationCreate';
import { AutomationEdit } from './AutomationEdit';
import { AutomationList } from './AutomationList';

/**
 * `/mail/triggers/automations`, the second tab of /mail/triggers: a campaign sent when a profile subscribes to a
 * list, gets a tag, is created or pays an order, once per profile (issue #22). API `/api/campaign-automations`.
 */
export const automationsResource: Omit<ResourceProps, 'name'> = {
  list: AutomationList,
  create: AutomationCreate,
  edit: AutomationEdit,
};
