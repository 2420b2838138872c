import type { ResourceProps } from 'react-admin';
import { LogList } from './LogList';
import { LogShow } from './LogShow';
import { OutboxList } from './outbox/OutboxList';
import { OutboxShow } from './outbox/OutboxShow';

/** react-admin resource `settings/log` (route /settings/log) over `GET /api/log-entries`: read only. */
export const logResource: Omit<ResourceProps, 'name'> = { list: LogList, show: LogShow };

/** `settings/log/emails` (/settings/log/emails): the e-mail outbox, the log's "sent e-mails" tab. */
export const outboxResource: Omit<ResourceProps, 'name'> = { list: OutboxList, show: OutboxShow };
