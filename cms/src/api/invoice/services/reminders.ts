/**
 * Payment reminders (service `api::invoice.reminders`), run by the cron task every few minutes.
 * A channel's schedule (`invoiceReminderDays`, days relative to the due date) gives the steps. For an
 * open invoice the due step is the latest whose day has come; earlier steps not sent (the server was
 * down) are skipped, so catching up sends one reminder, not a burst. Each step is claimed with a
 * conditional update of `remindersSent` before the e-mail goes out: two runs at once send it once.
 */
import { addDays, amsterdamDay, reminderDays } from '@newsroom/config';
import { entry } from '../../order/services/history';
import { announceWrite } from '../../../services/cluster/writes';
import type { WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const UID = 'api::invoice.invoice';

/** The index of the step due on `today` for an invoice that has sent `sent` steps, or null. */
export function dueStep(days: number[], dueDate: string, sent: number, today: string): number | null {
  let step: number | null = null;
  days.forEach((offset, i) => {
    if (i >= sent && addDays(dueDate, offset) <= today) step = i;
  });
  return step;
}

export default ({ strapi }: WithStrapi) => {
  const table = () => dbModel(strapi, UID).table;

  return {
    dueStep,

    async run(now = new Date(), batch = 500) {
      const today = amsterdamDay(now);
      const channels = await strapi.db
        .query('api::channel.channel')
        .findMany({ select: ['id', 'invoiceReminderDays'] });
      let sent = 0;
      for (const channel of channels) {
        const days = reminderDays(channel.invoiceReminderDays) ?? [];
        if (!days.length) continue;
        // Only invoices whose first step can have come: due date on or before today minus the earliest offset.
        const candidates = await strapi.db.query(UID).findMany({
          where: {
            channel: { id: channel.id },
            kind: 'INVOICE',
            status: 'PENDING',
            remindersSent: { $lt: days.length },
            dueDate: { $lte: addDays(today, -days[0]) },
          },
          select: ['id', 'dueDate', 'remindersSent'],
          limit: batch,
        });
        for (const candidate of candidates) {
          const step = dueStep(days, candidate.dueDate, Number(candidate.remindersSent ?? 0), today);
          if (step === null) continue;
          const claimed = await strapi.db
            .connection(table())
            .where({ id: candidate.id, reminders_sent: Number(candidate.remindersSent ?? 0), status: 'PENDING' })
            .update({ reminders_sent: step + 1, last_reminder_at: now });
          if (!claimed) continue; // another run took this step
          announceWrite(strapi, UID); // a raw update: the lists' caches (in every process) do not see it
          const invoice = await strapi.db
            .query(UID)
            .findOne({ where: { id: candidate.id }, populate: { channel: true, customer: true } });
          const skipped = step - Number(candidate.remindersSent ?? 0);
          let note = `step ${step + 1} of ${days.length} (${days[step]} days)${skipped ? `; ${skipped} earlier step(s) skipped` : ''}`;
          try {
            if (await strapi.service('api::invoice.mailing').remind(invoice)) sent += 1;
            else note += '; no e-mail address';
          } catch (error) {
            note += `; not sent: ${(error as Error).message}`;
          }
          await strapi.service(UID).appendHistory(invoice.id, entry(null, 'reminder', { note }));
        }
      }
      return sent;
    },
  };
};
