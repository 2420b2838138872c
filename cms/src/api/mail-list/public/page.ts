/**
 * The small HTML pages of the public list routes (confirm, unsubscribe, not found): self-contained, inline
 * styles only (the CSP allows inline styles, no scripts), every value escaped. Forms post back to the
 * page's own signed URL (an empty action), so they need no session and no cookie.
 */
import type { Lang } from './texts';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;background:#f3f3f3;color:#333;margin:0;padding:32px 16px}' +
  'main{max-width:520px;margin:0 auto;background:#fff;border-radius:4px;padding:24px 28px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
  'h1{font-size:22px;margin:0 0 16px}h2{font-size:16px;margin:24px 0 8px}ul{list-style:none;padding:0;margin:0}' +
  'li{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:8px 0;border-top:1px solid #eee}' +
  'button{font:inherit;cursor:pointer;border:1px solid #b0b0b0;background:#fff;border-radius:4px;padding:6px 12px}' +
  'button.all{background:#c62828;border-color:#c62828;color:#fff}.notice{background:#e8f5e9;padding:10px 12px;border-radius:4px}';

/** A complete page; `body` is HTML already escaped by the caller. */
export function page(lang: Lang, title: string, body: string) {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

export const paragraph = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

/** A form posting one field back to this page. */
export const postButton = (field: string, value: string, label: string, className?: string) =>
  `<form method="post"><input type="hidden" name="${escapeHtml(field)}" value="${escapeHtml(value)}">` +
  `<button type="submit"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</button></form>`;
