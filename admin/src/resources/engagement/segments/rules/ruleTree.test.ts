import { describe, expect, it } from 'vitest';
import { appendTo, asTree, canNestAt, newCondition, newGroup, removeAt, updateAt } from './ruleTree';

describe('rule tree edits', () => {
  it('adds, changes and removes nodes by path without touching the rest', () => {
    let tree = appendTo(newGroup(), [], newCondition('optIn'));
    tree = appendTo(tree, [], newGroup('OR'));
    tree = appendTo(tree, [1], newCondition('createdSince'));
    expect(tree).toEqual({
      type: 'group',
      op: 'AND',
      rules: [
        { type: 'optIn', value: true },
        { type: 'group', op: 'OR', rules: [{ type: 'createdSince', since: '7d' }] },
      ],
    });
    const before = tree;
    tree = updateAt(tree, [1, 0], () => ({ type: 'createdSince', since: '1d' }));
    expect(before.rules[1]).toEqual({ type: 'group', op: 'OR', rules: [{ type: 'createdSince', since: '7d' }] });
    expect(tree.rules[0]).toBe(before.rules[0]);
    expect(removeAt(tree, [1, 0]).rules[1]).toEqual({ type: 'group', op: 'OR', rules: [] });
    expect(removeAt(tree, [0]).rules).toHaveLength(1);
  });

  it('allows groups three levels deep and reads anything else as an empty group', () => {
    expect([canNestAt([]), canNestAt([0]), canNestAt([0, 0])]).toEqual([true, true, false]);
    expect(asTree(null)).toEqual(newGroup());
    expect(asTree({ type: 'optIn', value: true })).toEqual(newGroup());
  });
});
