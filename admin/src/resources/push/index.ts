import type { ResourceProps } from 'react-admin';
import { PushPage } from './PushPage';

/** `/push` (issue #22): the devices with the overview; `/push/campaigns` follows with push campaigns. */
export const pushResource: Omit<ResourceProps, 'name'> = { list: PushPage };
