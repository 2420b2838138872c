import { request } from './http';

// ---- E-mail templates (/mail/emailtemplates): the preview of unsaved work and the preview e-mail ----

/** What the preview renders: the form's current values (saved or not) and, optionally, the reader to show it as. */
export interface TemplateRenderRequest {
  design: unknown;
  subject?: string | null;
  preheader?: string | null;
  text?: string | null;
  textEdited?: boolean;
  sample?: { firstName?: string; lastName?: string; profileType?: string; accessTags?: string[] };
}
export interface TemplateRenderAnswer {
  subject: string;
  html: string;
  text: string;
  /** The plain text generated from the blocks (what "regenerate" puts back). */
  generatedText: string;
}

const templateUrl = (documentId: string) => `/api/email-templates/${encodeURIComponent(documentId)}`;

/** Silent: the preview and the dialog explain a refusal in place. */
export const mailTemplateApi = {
  emailTemplateRender: (input: TemplateRenderRequest) =>
    request<{ data: TemplateRenderAnswer }>('/api/email-templates/render', {
      method: 'POST',
      body: { data: input },
      silent: true,
    }),
  /** SPEC 5: addresses separated by commas, at most PREVIEW_MAIL_MAX_RECIPIENTS. */
  emailTemplatePreviewMail: (documentId: string, emails: string[]) =>
    request<{ data: { sent: number } }>(`${templateUrl(documentId)}/preview-mail`, {
      method: 'POST',
      body: { data: { emails } },
      silent: true,
    }),
};
