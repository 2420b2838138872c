import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepPreparedStatements } from '../src/services/sqlite-statements';

describe('kept SQLite statements', () => {
  it('prepares a text once, keeps the most recently used texts up to the cap and still sees schema changes', () => {
    const db = new Database(':memory:');
    let prepared = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof db.prepare;
    keepPreparedStatements(db, 2);
    db.prepare('create table t (a integer)').run();
    const insert = db.prepare('insert into t (a) values (?)');
    expect(db.prepare('insert into t (a) values (?)')).toBe(insert);
    insert.run(1);
    db.prepare('select a from t').all();
    db.prepare('insert into t (a) values (?)').run(2); // used again: now the most recent
    db.prepare('select count(*) as n from t').get(); // the cap pushes out the least recent, 'select a'
    expect(prepared).toBe(4);
    expect(db.prepare('insert into t (a) values (?)')).toBe(insert);
    db.prepare('select a from t');
    expect(prepared).toBe(5);
    db.exec('alter table t add column b text');
    db.prepare('insert into t (a) values (?)').run(3);
    expect(db.prepare('select * from t order by a').all()).toEqual([
      { a: 1, b: null },
      { a: 2, b: null },
      { a: 3, b: null },
    ]);
    db.close();
  });
});
