/**
 * The registry of document rules: each API that owns rules for its content type says so in one file
 * next to its service, `src/api/<name>/document-rules.ts`, whose default export is `defineDocumentRules({...})`.
 * bootstrap/document-rules.ts collects every such file at start and runs the rules of a document's
 * type around every create, update and delete, whatever the path (REST, GraphQL, the panel, scripts).
 */
import fs from 'node:fs';
import path from 'node:path';

export type Row = Record<string, any>;
export type WriteAction = 'create' | 'update';
export type Next = () => Promise<unknown>;

/** The part of Strapi the rules use; the real instance is passed in. */
export type RulesStrapi = {
  service(uid: string): any;
  requestContext: { get(): { state?: { user?: Row | null } } | undefined };
  log: { error(message: string): void };
};

export type WriteInput = { action: WriteAction; data: Row; documentId?: string; locale?: string };
export type DocumentParams = { data?: Row; documentId?: string; locale?: string; [key: string]: unknown };

export interface DocumentRules {
  /** The content type these rules hold for, e.g. `api::order.order`. */
  uid: string;
  /** Create and update: checks and normalises the input, returns the data to write; throws to refuse. */
  beforeWrite?(strapi: RulesStrapi, input: WriteInput): Promise<Row>;
  /** Create and update: wraps the write itself (a transaction, a unique-index race turned into a 400). */
  aroundWrite?(
    strapi: RulesStrapi,
    input: { action: WriteAction; params: DocumentParams },
    next: Next,
  ): Promise<unknown>;
  /** After a successful create or update; cannot undo it (the write's result is returned either way). */
  afterWrite?(strapi: RulesStrapi, input: WriteInput): Promise<void>;
  /** Delete: throws to refuse (a channel in use, an issued invoice). */
  beforeDelete?(strapi: RulesStrapi, documentId: string | undefined): Promise<void>;
  /** Delete: wraps the delete itself (a profile's cascade in one transaction). */
  aroundDelete?(strapi: RulesStrapi, documentId: string | undefined, next: Next): Promise<unknown>;
}

/** Types the rules of one API (its `document-rules.ts` default export). */
export const defineDocumentRules = (rules: DocumentRules): DocumentRules => rules;

export const RULES_FILE = 'document-rules.js';

const HOOKS = ['beforeWrite', 'aroundWrite', 'afterWrite', 'beforeDelete', 'aroundDelete'] as const;

/** A rules file that does not have the shape fails the start, not the first write. */
function checked(rules: unknown, file: string): DocumentRules {
  const candidate = rules as Partial<DocumentRules> | undefined;
  if (!candidate || typeof candidate.uid !== 'string' || !candidate.uid.startsWith('api::'))
    throw new Error(`${file}: the default export needs a uid such as 'api::name.name' (use defineDocumentRules)`);
  const bad = HOOKS.filter((hook) => candidate[hook] !== undefined && typeof candidate[hook] !== 'function');
  if (bad.length) throw new Error(`${file}: ${bad.join(', ')} must be functions`);
  return candidate as DocumentRules;
}

/** Every `<apiDir>/<name>/document-rules.js`, by content type; two files for one type are refused. */
export function collectDocumentRules(apiDir: string): Map<string, DocumentRules> {
  const registry = new Map<string, DocumentRules>();
  if (!fs.existsSync(apiDir)) return registry;
  for (const entry of fs.readdirSync(apiDir, { withFileTypes: true })) {
    const file = path.join(apiDir, entry.name, RULES_FILE);
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- compiled CommonJS, found at start
    const loaded = require(file);
    const rules = checked(loaded?.default ?? loaded, file);
    if (registry.has(rules.uid)) throw new Error(`${file}: rules for ${rules.uid} are already registered`);
    registry.set(rules.uid, rules);
  }
  return registry;
}
