/**
 * Pure edits of a segment's rule tree (config/src/segments.ts) by path: a path is the list of indexes into
 * `rules` from the root group, so [1, 0] is the first rule of the root's second rule (a group).
 */
import {
  SEGMENT_MAX_DEPTH,
  type SegmentCondition,
  type SegmentConditionType,
  type SegmentGroup,
  type SegmentNode,
} from '@newsroom/config';

export type RulePath = number[];

/** A new condition of a type, with the values a person most often starts from. */
export function newCondition(type: SegmentConditionType): SegmentCondition {
  switch (type) {
    case 'profileType':
      return { type, values: [] };
    case 'accountStatus':
      return { type, values: [] };
    case 'language':
      return { type, values: [] };
    case 'city':
    case 'source':
      return { type, values: [] };
    case 'postcode':
      return { type, from: 1000, to: 9999 };
    case 'optIn':
      return { type, value: true };
    case 'createdSince':
      return { type, since: '7d' };
    case 'tags':
      return { type, kind: 'INTEREST', match: 'any', ids: [] };
    case 'newsletters':
    case 'lists':
      return { type, match: 'any', ids: [] };
    case 'subscription':
      return { type, ids: [] };
    case 'campaign':
      return { type, action: 'opened', campaign: null, days: 30 };
    case 'contentViewed':
      return { type, taxonomy: 'tag', ids: [], days: 30 };
  }
}

export const newGroup = (op: 'AND' | 'OR' = 'AND'): SegmentGroup => ({ type: 'group', op, rules: [] });

/** The tree with the node at `path` replaced by `change(node)`. */
export function updateAt(tree: SegmentGroup, path: RulePath, change: (node: SegmentNode) => SegmentNode): SegmentGroup {
  if (path.length === 0) return change(tree) as SegmentGroup;
  const [index, ...rest] = path;
  return {
    ...tree,
    rules: tree.rules.map((child, i) =>
      i !== index ? child : rest.length === 0 ? change(child) : updateAt(child as SegmentGroup, rest, change),
    ),
  };
}

/** The tree without the node at `path` (not the root). */
export function removeAt(tree: SegmentGroup, path: RulePath): SegmentGroup {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return updateAt(tree, parent, (group) => ({
    ...(group as SegmentGroup),
    rules: (group as SegmentGroup).rules.filter((_, i) => i !== index),
  }));
}

/** The tree with `node` added at the end of the group at `path`. */
export const appendTo = (tree: SegmentGroup, path: RulePath, node: SegmentNode): SegmentGroup =>
  updateAt(tree, path, (group) => ({ ...(group as SegmentGroup), rules: [...(group as SegmentGroup).rules, node] }));

/** A group at this path (its level is path length + 1) may hold another group. */
export const canNestAt = (path: RulePath) => path.length + 2 <= SEGMENT_MAX_DEPTH;

/** What a stored value holds, as a tree the builder can show (a new segment starts with an empty AND group). */
export const asTree = (value: unknown): SegmentGroup =>
  value && typeof value === 'object' && (value as SegmentNode).type === 'group' ? (value as SegmentGroup) : newGroup();
