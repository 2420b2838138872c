// The API contract, content: content actions beyond CRUD, uploads and the page-view report.
import type { ContentLinkKind } from '../content-links';
import type { StatisticsPeriod } from '../limits';

export type ContentStatus = 'UNPUBLISHED' | 'PUBLISHED' | 'PLANNED';
export type Reader = 'ANONYMOUS' | 'USER' | 'USER_WITH_TAG' | 'SUBSCRIBER' | 'LEAD_NEW' | 'LEAD_OLD';

/** GET /api/contents/:id/access: who may read the item, and why (not). */
export interface ReaderAccess {
  reader: Reader;
  allowed: boolean;
  reason: string;
}

/** POST /api/upload: one entry per file. */
export interface UploadedFile {
  id: number;
  url: string;
  name?: string;
  mime?: string;
}

/** GET /api/statistics/content: page views per content item over a period. */
export interface ContentReportQuery {
  period: StatisticsPeriod;
  content?: string;
  locale?: string;
  limit?: number;
}
export interface ContentReportItem {
  documentId: string;
  title: string;
  slug: string;
  type: string;
  locale: string;
  views: number;
}
export interface ContentReport {
  period: StatisticsPeriod;
  from: string;
  to: string;
  bucket: 'hour' | 'day' | 'month';
  total: number;
  series: Array<{ start: string; views: number }>;
  top: ContentReportItem[];
}

/** GET /api/contents/:id/links, POST the same: a live preview or share link of one language version. */
export interface ContentLink {
  /** The link's document id (DELETE /api/content-links/:id revokes it). */
  id: string;
  kind: ContentLinkKind;
  /** A share link's choice (UNLIMITED, 1Y, 30D, 7D, 1D, 12H); PREVIEW_7D for a preview link. */
  expiry: string;
  /** ISO time; null: no end. */
  expiresAt: string | null;
  locale: string;
  createdAt: string;
  /** The signed token; the console's /shared/{token} page and GET /api/delivery/links/{token} take it. */
  token: string;
}
