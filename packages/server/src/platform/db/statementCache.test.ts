import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache.js';

describe('withStatementCache', () => {
  let raw: SQLite.Database;
  afterEach(() => {
    if (raw.open) raw.close();
  });

  it('prepares each SQL text once and runs it again with new parameters', () => {
    raw = new SQLite(':memory:');
    const db = withStatementCache(raw);
    db.prepare('CREATE TABLE t (v INTEGER)').run([]);
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    insert.run([1]);
    expect(db.prepare('INSERT INTO t (v) VALUES (?)')).toBe(insert);
    db.prepare('INSERT INTO t (v) VALUES (?)').run([2]);
    expect(db.prepare('SELECT v FROM t ORDER BY v').all([])).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it('drops the least recently used statement beyond its size', () => {
    raw = new SQLite(':memory:');
    const db = withStatementCache(raw, 2);
    const a = db.prepare('SELECT 1');
    const b = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(a);
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).toBe(a);
    expect(db.prepare('SELECT 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    raw = new SQLite(':memory:');
    const db = withStatementCache(raw);
    const sql = 'SELECT value FROM json_each(?)';
    const first = db.prepare(sql);
    const outer = first.iterate(['[1,2]']) as IterableIterator<{ value: number }>;
    expect(outer.next().value).toEqual({ value: 1 });
    const second = db.prepare(sql);
    expect(second).not.toBe(first);
    expect(second.all(['[3]'])).toEqual([{ value: 3 }]);
    expect(outer.next().value).toEqual({ value: 2 });
    expect(outer.next().done).toBe(true);
    expect(db.prepare(sql)).toBe(first);
  });

  it('still sees tables created after a statement was cached', () => {
    raw = new SQLite(':memory:');
    const db = withStatementCache(raw);
    db.prepare('CREATE TABLE a (v INTEGER)').run([]);
    const count = db.prepare('SELECT count(*) AS n FROM a');
    expect(count.all([])).toEqual([{ n: 0 }]);
    db.prepare('ALTER TABLE a ADD COLUMN w TEXT').run([]);
    db.prepare('INSERT INTO a (v, w) VALUES (1, ?)').run(['x']);
    expect(db.prepare('SELECT count(*) AS n FROM a').all([])).toEqual([{ n: 1 }]);
  });
});
