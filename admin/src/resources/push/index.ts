import type { ResourceProps } from 'react-admin';
import { PushPage } from './PushPage';

/** `/push` (issue #22): the devices with the overview and the push campaigns' results (`/push/campaigns` is its own resource). */
export const pushResource: Omit<ResourceProps, 'name'> = { list: PushPage };
