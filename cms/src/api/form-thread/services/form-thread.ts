/**
 * Form threads (issue #20, docs/forms.md): one per submission, then the conversation.
 * - `move`: a status change under a row lock, only along THREAD_TRANSITIONS (409 `thread_transition`
 *   otherwise; the console shows SPEC 8's "form status change failed" with the reason); each change appends
 *   a history entry whose note is SPEC 4's line "status changed from {old} to {new}", mirrored into the log.
 * - `reply`: a staff answer sent by e-mail (through the mail service: stored in the outbox, SMTP when set)
 *   with a signed reply link; the thread then waits on the submitter (awaiting_reply).
 * - `answer`: the submitter's answer through that link or by e-mail; an awaiting or closed thread opens again.
 * - `answerByMail`: an inbound mail (POST /api/forms/inbound): its reply token, its answer without the quoted
 *   history, stored once per Message-ID (inbound.ts finds them).
 * - `prepareWrite`: the REST update only assigns (everything else is server-owned); the assignee must be an
 *   active staff account.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  FORM_LIMITS,
  canMoveThread,
  hasRefusedCharacters,
  threadStatusLine,
  type ThreadMessage,
  type ThreadStatus,
} from '@newsroom/config';
import { ConflictError, UpstreamError, refuseFields } from '../../../services/errors';
import { blank, lockRow, refOf, whereRef } from '../../../services/records';
import { randomDocumentId } from '../../../services/document-ids';
import { entry, staffName, type HistoryEntry, type Staff } from '../../order/services/history';
import { renderSystemEmail } from '../../system-email/services/system-email';
import { replyLinks } from './reply-link';
import { answerOf, cutTo, inboundAddressOf, plusAddress, tokensOf, type InboundMail } from './inbound';
import { langOfThread } from './texts';
import type { Row } from '../../../strapi-types';

const UID = 'api::form-thread.form-thread';
const USER = 'plugin::users-permissions.user';

/** A message body checked as the console checks it: required, at most FORM_LIMITS.messageMax, no control characters. */
export function messageFailure(body: unknown): string | null {
  if (typeof body !== 'string' || !body.trim()) return 'required';
  if (body.length > FORM_LIMITS.messageMax) return 'maxLength';
  if (hasRefusedCharacters(body, true)) return 'control_characters';
  return null;
}

const refuseMessage = (body: unknown) => {
  const code = messageFailure(body);
  if (code)
    refuseFields([
      { path: ['body'], code, ...(code === 'maxLength' ? { params: { max: FORM_LIMITS.messageMax } } : {}) },
    ]);
};

/** Where the answer came from beyond the body: its Message-ID (stored once), a sender other than the submitter. */
type AnswerOrigin = { messageId?: string; from?: string; shortened?: boolean };
export type InboundResult = { stored: true } | { stored: false; reason: 'no_thread' | 'empty' | 'duplicate' };

const inboundAddress = () => inboundAddressOf(process.env.FORM_INBOUND_ADDRESS);

const answerNote = (via: ThreadMessage['via'], email: string, origin: AnswerOrigin) =>
  [
    via === 'inbound-mail' ? 'answer received by e-mail' : 'answer received',
    origin.from && origin.from.toLowerCase() !== String(email ?? '').toLowerCase() ? ` from ${origin.from}` : '',
    origin.shortened ? `; shortened to its first ${FORM_LIMITS.messageMax} characters` : '',
  ].join('');

const statusEntry = (staff: Staff, from: string, to: string): HistoryEntry =>
  entry(staff, 'status', { from, to, note: threadStatusLine(from, to) });

export default factories.createCoreService(UID, ({ strapi }) => {
  const query = () => strapi.db.query(UID);

  /** The thread under a row lock, inside the caller's transaction; 404 when it is not there. */
  async function locked(trx: any, where: { id: number } | { documentId: string }) {
    if (!(await lockRow(strapi, trx, UID, where))) throw new errors.NotFoundError('This thread does not exist.');
    return query().findOne({ where, populate: { form: { select: ['id', 'name'] } } });
  }

  return {
    async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
      const input: Row = { ...(data ?? {}) };
      if (action === 'create') return input; // only the public submission creates threads (GraphQL is closed)
      const existing = await query().findOne({ where: { documentId }, select: ['id'] });
      if (!existing || !('assignee' in input)) return input;
      const ref = refOf(input.assignee);
      if (blank(ref)) return { ...input, assignee: null };
      const assignee = await strapi.db.query(USER).findOne({ where: { ...whereRef(ref), blocked: false } });
      if (!assignee) refuseFields([{ path: ['assignee'], code: 'notFound' }]);
      return { ...input, assignee: assignee.id };
    },

    /**
     * Around an update: in one transaction with it, a change of assignee is appended to the history
     * ("assigned to {name}" / "unassigned"), which the history mirror writes to the log.
     */
    async aroundWrite(params: { documentId?: string; data?: Row }, next: () => Promise<unknown>) {
      if (!params.documentId || !params.data || !('assignee' in params.data)) return next();
      return strapi.db.transaction(async () => {
        const read = () =>
          query().findOne({
            where: { documentId: params.documentId },
            populate: { assignee: { select: ['id', 'username', 'email'] } },
          });
        const before = await read();
        const result = await next();
        const after = await read();
        if (before && after && (before.assignee?.id ?? null) !== (after.assignee?.id ?? null)) {
          const staff = strapi.requestContext.get()?.state?.user as Staff;
          const note = after.assignee ? `assigned to ${staffName(after.assignee as Staff).name}` : 'unassigned';
          await query().update({
            where: { id: after.id },
            data: { history: [...(after.history ?? []), entry(staff, 'assign', { note })] },
          });
        }
        return result;
      });
    },

    /** A status change by staff; 409 `thread_transition` when the move is not allowed. */
    async move(documentId: string, to: unknown, staff: Staff) {
      return strapi.db.transaction(async ({ trx }) => {
        const thread = await locked(trx, { documentId });
        if (!canMoveThread(thread.status, to))
          throw new ConflictError(`A thread cannot move from ${thread.status} to ${String(to)}.`, {
            code: 'thread_transition',
            params: { from: thread.status, to: String(to) },
          });
        return query().update({
          where: { id: thread.id },
          data: { status: to, history: [...(thread.history ?? []), statusEntry(staff, thread.status, String(to))] },
        });
      });
    },

    /**
     * A staff reply by e-mail. The mail goes first: when it cannot be handed over nothing is written (502).
     * A closed thread is reopened first (409 `thread_closed`), so a reply never lands in a closed thread.
     */
    async reply(documentId: string, body: unknown, staff: Staff) {
      refuseMessage(body);
      const thread = await query().findOne({ where: { documentId }, populate: { form: { select: ['name'] } } });
      if (!thread) throw new errors.NotFoundError('This thread does not exist.');
      if (thread.status === 'closed')
        throw new ConflictError('This thread is closed; reopen it before replying.', { code: 'thread_closed' });
      const text = String(body).trim();
      // With an inbound address the submitter may simply answer the mail: its Reply-To names the thread.
      const links = replyLinks(strapi);
      const token = links.token(thread.id);
      const inbound = inboundAddress();
      const mail = await renderSystemEmail(strapi, 'form-reply', langOfThread(thread.language), {
        form: thread.form?.name ?? '',
        message: text,
        link: links.urlOf(token),
        replyByMail: inbound ? 'yes' : '',
      });
      try {
        await strapi
          .plugin('email')
          .service('email')
          .send({
            to: thread.email,
            ...mail,
            ...(inbound ? { replyTo: plusAddress(inbound, token) } : {}),
          });
      } catch (error) {
        throw new UpstreamError(`The reply could not be sent: ${(error as Error).message}`, {
          code: 'reply_mail_failed',
        });
      }
      const message: ThreadMessage = {
        id: randomDocumentId(),
        direction: 'out',
        at: new Date().toISOString(),
        body: text,
        by: staffName(staff),
        via: 'console',
      };
      return strapi.db.transaction(async ({ trx }) => {
        const current = await locked(trx, { id: thread.id });
        const history: HistoryEntry[] = [
          ...(current.history ?? []),
          entry(staff, 'reply', { note: 'reply sent by e-mail' }),
        ];
        const data: Row = { messages: [...(current.messages ?? []), message], lastMessageAt: message.at };
        if (current.status !== 'awaiting_reply' && canMoveThread(current.status, 'awaiting_reply')) {
          history.push(statusEntry(staff, current.status, 'awaiting_reply'));
          data.status = 'awaiting_reply';
        }
        return query().update({ where: { id: current.id }, data: { ...data, history } });
      });
    },

    /**
     * The submitter's answer (reply link or inbound mail): stored, and the thread is open again. With a
     * `messageId` that is already in the thread nothing is written and the answer is null (a provider's retry).
     */
    async answer(threadId: number, body: unknown, via: ThreadMessage['via'], origin: AnswerOrigin = {}) {
      refuseMessage(body);
      return strapi.db.transaction(async ({ trx }) => {
        const current = await locked(trx, { id: threadId });
        const messages = (current.messages ?? []) as ThreadMessage[];
        if (origin.messageId && messages.some((m) => m.messageId === origin.messageId)) return null;
        const message: ThreadMessage = {
          id: randomDocumentId(),
          direction: 'in',
          at: new Date().toISOString(),
          body: String(body).trim(),
          via,
          ...(origin.messageId ? { messageId: origin.messageId } : {}),
        };
        const submitter = { id: null, name: current.email } as unknown as Staff;
        const note = answerNote(via, current.email, origin);
        const history: HistoryEntry[] = [
          ...(current.history ?? []),
          { ...entry(null, 'answer', { note }), by: { id: null, name: origin.from || current.email } },
        ];
        const data: Row = { messages: [...messages, message], lastMessageAt: message.at };
        const status = current.status as ThreadStatus;
        if (status === 'awaiting_reply' || status === 'closed') {
          history.push({ ...statusEntry(submitter, status, 'open'), by: { id: null, name: current.email } });
          data.status = 'open';
        }
        return query().update({ where: { id: current.id }, data: { ...data, history } });
      });
    },

    /**
     * An inbound mail (docs/forms.md): the first genuine, unexpired reply token names the thread; the answer is
     * the mail without its quoted history, cut to the message limit with a note. What can never be stored
     * (no thread, nothing left, already stored) is said in the answer, not refused: a provider would retry.
     */
    async answerByMail(mail: InboundMail): Promise<InboundResult> {
      const links = replyLinks(strapi);
      let threadId: number | null = null;
      for (const token of tokensOf(mail, inboundAddress())) {
        const id = links.read(token);
        if (id != null && (await query().findOne({ where: { id }, select: ['id'] }))) {
          threadId = id;
          break;
        }
      }
      if (threadId == null) return { stored: false, reason: 'no_thread' };
      const { text, shortened } = cutTo(answerOf(mail), FORM_LIMITS.messageMax);
      if (!text) return { stored: false, reason: 'empty' };
      const stored = await this.answer(threadId, text, 'inbound-mail', {
        messageId: mail.messageId,
        from: mail.from,
        shortened,
      });
      return stored ? { stored: true } : { stored: false, reason: 'duplicate' };
    },

    /** Active accounts whose role holds the thread list action (administrators and the roles given it). */
    async assignees() {
      const roles = (await strapi.db
        .query('plugin::users-permissions.role')
        .findMany({ select: ['id', 'type'] })) as Row[];
      const allowed: number[] = [];
      for (const role of roles) {
        const actions: string[] = await strapi.service('api::me.permissions').actionsOf(Number(role.id));
        if (actions.includes('api::form-thread.form-thread.find')) allowed.push(Number(role.id));
      }
      if (!allowed.length) return [];
      const users = (await strapi.db.query(USER).findMany({
        where: { role: { id: { $in: allowed } }, blocked: false },
        select: ['id', 'username', 'email'],
        orderBy: { username: 'asc' },
        limit: 500,
      })) as Row[];
      return users.map((u) => ({ id: u.id, name: u.username || u.email, email: u.email }));
    },

    /** The thread a reply token names, with its form's name and messages (the public page). */
    async byReplyToken(token: unknown) {
      const id = replyLinks(strapi).read(token);
      if (id == null) return null;
      return query().findOne({ where: { id }, populate: { form: { select: ['name'] } } });
    },
  };
});
