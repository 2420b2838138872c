// Segments (SPEC sections 3, 5 and 9; issue #18): a rule tree over profiles, evaluated in SQL when a campaign
// starts (cms/src/api/segment/services/compile.ts) and counted live while the console edits it. The tree's
// shape and its validation live here so the server and the console refuse the same trees with the same codes.
import { ACCOUNT_STATUSES, PROFILE_LANGUAGES, PROFILE_TAG_KINDS, PROFILE_TYPES } from './profile';
import { SEGMENT_CREATED_SINCE, type SegmentCreatedSince } from './engagement';

/** A tree is at most this deep (the root group is level 1). */
export const SEGMENT_MAX_DEPTH = 3;
/** Conditions in one tree, all levels together: keeps the SQL one readable statement. */
export const SEGMENT_MAX_CONDITIONS = 50;
/** Values one condition may list (tags, cities, sources, ...). */
export const SEGMENT_MAX_VALUES = 100;
/** The longest "in the last N days" a behaviour condition may ask for. */
export const SEGMENT_MAX_DAYS = 3650;
export const SEGMENT_NAME_MAX = 120;
export const SEGMENT_DESCRIPTION_MAX = 1000;
/** A Dutch postcode's digits: the range condition compares the first four characters of the address postcode. */
export const POSTCODE_DIGITS_MIN = 1000;
export const POSTCODE_DIGITS_MAX = 9999;

export const SEGMENT_GROUP_OPS = ['AND', 'OR'] as const;
export type SegmentGroupOp = (typeof SEGMENT_GROUP_OPS)[number];
/** How a condition over a set (tags, newsletters, lists) matches the given members. */
export const SEGMENT_SET_MATCHES = ['any', 'all', 'none'] as const;
export type SegmentSetMatch = (typeof SEGMENT_SET_MATCHES)[number];
/** What a recipient did with a campaign (`received`: campaign_recipients sent; the others: mail_events). */
export const SEGMENT_CAMPAIGN_ACTIONS = ['received', 'opened', 'clicked'] as const;
export type SegmentCampaignAction = (typeof SEGMENT_CAMPAIGN_ACTIONS)[number];
/** Which content taxonomy a "viewed content" condition names. */
export const SEGMENT_CONTENT_TAXONOMIES = ['tag', 'category'] as const;
export type SegmentContentTaxonomy = (typeof SEGMENT_CONTENT_TAXONOMIES)[number];

type ProfileType = (typeof PROFILE_TYPES)[number];
type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
type Language = (typeof PROFILE_LANGUAGES)[number];
type TagKind = (typeof PROFILE_TAG_KINDS)[number];

/**
 * One condition. References to records (tags, newsletters, lists, products, campaigns, content tags and
 * categories) are documentIds, so a tree survives a database copy and reads the same in the console.
 */
export type SegmentCondition =
  | { type: 'profileType'; values: ProfileType[] }
  | { type: 'accountStatus'; values: AccountStatus[] }
  | { type: 'language'; values: Language[] }
  /** Any of the profile's addresses has one of these cities (case-insensitive). */
  | { type: 'city'; values: string[] }
  /** Any of the profile's addresses has a postcode whose first four digits are in [from, to]. */
  | { type: 'postcode'; from: number; to: number }
  | { type: 'optIn'; value: boolean }
  | { type: 'source'; values: string[] }
  | { type: 'createdSince'; since: SegmentCreatedSince }
  | { type: 'tags'; kind: TagKind; match: SegmentSetMatch; ids: string[] }
  | { type: 'newsletters'; match: SegmentSetMatch; ids: string[] }
  /** Confirmed members of mailing lists. */
  | { type: 'lists'; match: SegmentSetMatch; ids: string[] }
  /** The profile's customer has an active subscription of one of these products (see compile.ts). */
  | { type: 'subscription'; ids: string[] }
  /** campaign: a campaign's documentId, or null for any campaign; days: within the last N days, or null for ever. */
  | { type: 'campaign'; action: SegmentCampaignAction; campaign: string | null; days: number | null }
  | { type: 'contentViewed'; taxonomy: SegmentContentTaxonomy; ids: string[]; days: number };

export type SegmentConditionType = SegmentCondition['type'];
export const SEGMENT_CONDITION_TYPES = [
  'profileType',
  'accountStatus',
  'language',
  'city',
  'postcode',
  'optIn',
  'source',
  'createdSince',
  'tags',
  'newsletters',
  'lists',
  'subscription',
  'campaign',
  'contentViewed',
] as const satisfies readonly SegmentConditionType[];

export type SegmentGroup = { type: 'group'; op: SegmentGroupOp; rules: SegmentNode[] };
export type SegmentNode = SegmentGroup | SegmentCondition;

/**
 * Refusal codes of a tree (also the console's catalog keys under `app.errors.codes`):
 * segment_rules_invalid (not a tree: a node without a known type, or a group without op/rules),
 * segment_group_empty, segment_too_deep, segment_too_many_conditions, segment_values_required,
 * segment_value_invalid, segment_postcode_range, segment_days_invalid.
 */
export const SEGMENT_RULE_CODES = [
  'segment_rules_invalid',
  'segment_group_empty',
  'segment_too_deep',
  'segment_too_many_conditions',
  'segment_values_required',
  'segment_value_invalid',
  'segment_postcode_range',
  'segment_days_invalid',
] as const;
export type SegmentRuleCode = (typeof SEGMENT_RULE_CODES)[number];

/** A refused tree: the code, the path to the node (indexes into `rules`), and the numbers the message needs. */
export type SegmentRuleFailure = { code: SegmentRuleCode; path: (string | number)[]; params?: Record<string, number> };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isWholeIn = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** An empty root group: what a new segment starts with in the console. */
export const emptySegmentRules = (): SegmentGroup => ({ type: 'group', op: 'AND', rules: [] });

/** Conditions in a tree (groups not counted). */
export function countSegmentConditions(node: unknown): number {
  if (!isObject(node)) return 0;
  if (node.type === 'group')
    return Array.isArray(node.rules) ? node.rules.reduce((n, r) => n + countSegmentConditions(r), 0) : 0;
  return 1;
}

function listFailure(
  values: unknown,
  path: (string | number)[],
  valid: (value: unknown) => boolean,
): SegmentRuleFailure | null {
  if (!Array.isArray(values) || values.length === 0) return { code: 'segment_values_required', path };
  if (values.length > SEGMENT_MAX_VALUES)
    return { code: 'segment_value_invalid', path, params: { max: SEGMENT_MAX_VALUES } };
  if (!values.every(valid) || new Set(values).size !== values.length) return { code: 'segment_value_invalid', path };
  return null;
}

const oneOf =
  (allowed: readonly string[]) =>
  (value: unknown): boolean =>
    typeof value === 'string' && allowed.includes(value);
const isDocumentId = (value: unknown) => typeof value === 'string' && DOCUMENT_ID.test(value);
const isShortText = (value: unknown) => typeof value === 'string' && value.trim().length > 0 && value.length <= 100;

/** The first failure of one condition, or null. */
function conditionFailure(node: Record<string, unknown>, path: (string | number)[]): SegmentRuleFailure | null {
  const values = (key: string, valid: (value: unknown) => boolean) => listFailure(node[key], [...path, key], valid);
  const days = (required: boolean): SegmentRuleFailure | null => {
    const value = node.days;
    if (!required && value === null) return null;
    return isWholeIn(value, 1, SEGMENT_MAX_DAYS)
      ? null
      : ({
          code: 'segment_days_invalid',
          path: [...path, 'days'],
          params: { max: SEGMENT_MAX_DAYS },
        } as SegmentRuleFailure);
  };
  const setMatch = (): SegmentRuleFailure | null =>
    oneOf(SEGMENT_SET_MATCHES)(node.match)
      ? null
      : ({ code: 'segment_value_invalid', path: [...path, 'match'] } as SegmentRuleFailure);
  switch (node.type as SegmentConditionType) {
    case 'profileType':
      return values('values', oneOf(PROFILE_TYPES));
    case 'accountStatus':
      return values('values', oneOf(ACCOUNT_STATUSES));
    case 'language':
      return values('values', oneOf(PROFILE_LANGUAGES));
    case 'city':
    case 'source':
      return values('values', isShortText);
    case 'postcode': {
      const { from, to } = node;
      if (
        !isWholeIn(from, POSTCODE_DIGITS_MIN, POSTCODE_DIGITS_MAX) ||
        !isWholeIn(to, POSTCODE_DIGITS_MIN, POSTCODE_DIGITS_MAX) ||
        from > to
      )
        return {
          code: 'segment_postcode_range',
          path,
          params: { min: POSTCODE_DIGITS_MIN, max: POSTCODE_DIGITS_MAX },
        };
      return null;
    }
    case 'optIn':
      return typeof node.value === 'boolean' ? null : { code: 'segment_value_invalid', path: [...path, 'value'] };
    case 'createdSince':
      return typeof node.since === 'string' && Object.prototype.hasOwnProperty.call(SEGMENT_CREATED_SINCE, node.since)
        ? null
        : { code: 'segment_value_invalid', path: [...path, 'since'] };
    case 'tags':
      if (!oneOf(PROFILE_TAG_KINDS)(node.kind)) return { code: 'segment_value_invalid', path: [...path, 'kind'] };
      return setMatch() ?? values('ids', isDocumentId);
    case 'newsletters':
    case 'lists':
      return setMatch() ?? values('ids', isDocumentId);
    case 'subscription':
      return values('ids', isDocumentId);
    case 'campaign':
      if (!oneOf(SEGMENT_CAMPAIGN_ACTIONS)(node.action))
        return { code: 'segment_value_invalid', path: [...path, 'action'] };
      if (node.campaign !== null && !isDocumentId(node.campaign))
        return { code: 'segment_value_invalid', path: [...path, 'campaign'] };
      return days(false);
    case 'contentViewed':
      if (!oneOf(SEGMENT_CONTENT_TAXONOMIES)(node.taxonomy))
        return { code: 'segment_value_invalid', path: [...path, 'taxonomy'] };
      return values('ids', isDocumentId) ?? days(true);
    default:
      return { code: 'segment_rules_invalid', path };
  }
}

/**
 * Every failure of a tree, depth first (empty when the tree is valid). The root must be a group; each group
 * has an op and at least one rule; at most SEGMENT_MAX_DEPTH levels and SEGMENT_MAX_CONDITIONS conditions.
 */
export function segmentRuleFailures(tree: unknown): SegmentRuleFailure[] {
  const failures: SegmentRuleFailure[] = [];
  if (!isObject(tree) || tree.type !== 'group') return [{ code: 'segment_rules_invalid', path: [] }];
  const conditions = countSegmentConditions(tree);
  if (conditions > SEGMENT_MAX_CONDITIONS)
    return [{ code: 'segment_too_many_conditions', path: [], params: { max: SEGMENT_MAX_CONDITIONS } }];
  const walk = (node: unknown, path: (string | number)[], level: number) => {
    if (!isObject(node)) {
      failures.push({ code: 'segment_rules_invalid', path });
      return;
    }
    if (node.type !== 'group') {
      const failure = conditionFailure(node, path);
      if (failure) failures.push(failure);
      return;
    }
    if (level > SEGMENT_MAX_DEPTH) {
      failures.push({ code: 'segment_too_deep', path, params: { max: SEGMENT_MAX_DEPTH } });
      return;
    }
    if (!oneOf(SEGMENT_GROUP_OPS)(node.op) || !Array.isArray(node.rules)) {
      failures.push({ code: 'segment_rules_invalid', path });
      return;
    }
    if (node.rules.length === 0) failures.push({ code: 'segment_group_empty', path });
    node.rules.forEach((child, i) => walk(child, [...path, 'rules', i], level + 1));
  };
  walk(tree, [], 1);
  return failures;
}

/** True when the tree can be stored and compiled. */
export const isValidSegmentTree = (tree: unknown): tree is SegmentGroup => segmentRuleFailures(tree).length === 0;

/** The English message of a tree failure (the API's `message`; the console translates by code). */
export function segmentRuleMessage(failure: SegmentRuleFailure): string {
  const p = failure.params ?? {};
  switch (failure.code) {
    case 'segment_group_empty':
      return 'A group needs at least one condition.';
    case 'segment_too_deep':
      return `Groups can be nested at most ${p.max} levels deep.`;
    case 'segment_too_many_conditions':
      return `A segment has at most ${p.max} conditions.`;
    case 'segment_values_required':
      return 'Choose at least one value for this condition.';
    case 'segment_value_invalid':
      return 'A value of this condition is not valid.';
    case 'segment_postcode_range':
      return `A postcode range runs from ${p.min} to ${p.max}, the first number not above the second.`;
    case 'segment_days_invalid':
      return `The number of days is a whole number from 1 to ${p.max}.`;
    default:
      return 'The segment rules are not a valid rule tree.';
  }
}

/** Fields only the segment's own steps write (400 `server_owned` in REST input). */
export const SEGMENT_SERVER_OWNED = ['lastCount', 'lastCountedAt'] as const;

/** Columns of a segment's recipients table and export, in order. */
export const SEGMENT_RECIPIENT_FIELDS = ['email', 'firstName', 'lastName', 'type', 'language'] as const;
export type SegmentRecipient = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  type: string | null;
  language: string | null;
};
/** GET /api/segments/:id/recipients: the first rows, and the hits capped at SEGMENT_HITS_CAP. */
export type SegmentRecipients = { rows: SegmentRecipient[]; hits: number; capped: boolean };
