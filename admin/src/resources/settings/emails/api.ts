import type { SystemEmailField, SystemEmailLanguage, SystemEmailText } from '@newsroom/config';
import { request } from '@/providers/http';

type Words = { nl: string; en: string };
export type LanguageState = { default: SystemEmailText; override: (SystemEmailText & { updatedAt: string }) | null };
/** One system e-mail as GET /api/system-emails answers it (docs/system-emails.md). */
export interface SystemEmail {
  key: string;
  name: Words;
  trigger: Words;
  fields: SystemEmailField[];
  languages: Record<SystemEmailLanguage, LanguageState>;
}
export type RenderedMail = { subject: string; text: string; html: string };

const path = (key: string, language?: SystemEmailLanguage) =>
  `/api/system-emails/${encodeURIComponent(key)}${language ? `/${language}` : ''}`;

/** /settings/emails: the catalogue with its overrides, save, reset, preview and a preview to oneself. */
export const systemEmailApi = {
  list: () => request<{ data: SystemEmail[] }>('/api/system-emails').then((answer) => answer.data),
  get: (key: string) => request<{ data: SystemEmail }>(path(key)).then((answer) => answer.data),
  save: (key: string, language: SystemEmailLanguage, data: SystemEmailText) =>
    request<{ data: SystemEmail }>(path(key, language), { method: 'PUT', body: { data }, silent: true }).then(
      (answer) => answer.data,
    ),
  reset: (key: string, language: SystemEmailLanguage) =>
    request<{ data: SystemEmail }>(path(key, language), { method: 'DELETE', silent: true }).then(
      (answer) => answer.data,
    ),
  /** Unsaved texts rendered with the sample values; silent: the preview says itself what is wrong. */
  preview: (key: string, language: SystemEmailLanguage, data: SystemEmailText) =>
    request<{ data: RenderedMail }>(`${path(key, language)}/preview`, {
      method: 'POST',
      body: { data },
      silent: true,
    }).then((answer) => answer.data),
  sendPreview: (key: string, language: SystemEmailLanguage, data: SystemEmailText) =>
    request<{ data: { sent: number; to: string } }>(`${path(key, language)}/send-preview`, {
      method: 'POST',
      body: { data },
      silent: true,
    }).then((answer) => answer.data),
};

/** The texts in use for a language: the override, else the default. */
export const inUse = (state: LanguageState): SystemEmailText =>
  state.override ? { subject: state.override.subject, body: state.override.body } : state.default;
