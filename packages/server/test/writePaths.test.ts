import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12's one write path, kept: only the conversation module writes sessions, messages and timers; only the
 * event log writes events; only events/ (and the robot's cache invalidation, which is no conversation) publishes
 * on the bus. A new hand-written copy of the sequence fails here with its file and line.
 */
const src = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function writersOf(pattern: RegExp): string[] {
  return sourceFiles(src).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative(src, file)}:${i + 1}`] : [])),
  );
}

const folderOf = (hit: string) => hit.split(/[\\/]/).slice(0, 2).join('/');

describe('write paths', () => {
  it('sessions, messages and timers are written by conversation/ only', () => {
    const hits = writersOf(/(insertInto|updateTable|deleteFrom)\(\s*'(sessions|messages|timers)'/);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((h) => folderOf(h) !== 'domains/conversation')).toEqual([]);
  });

  it('every file that writes a visitor or a session tells the caches of the message path after its commit', () => {
    // visitors/visitorStore.ts and conversation/sessionStore.ts keep those rows per node (issue 17); a writer that
    // does not drop them leaves a stale copy on every node for up to the bus cache's bound.
    const filesOf = (hits: string[]) => [...new Set(hits.map((h) => h.slice(0, h.lastIndexOf(':'))))];
    const tells = (file: string, calls: RegExp) => calls.test(readFileSync(join(src, file), 'utf8'));
    const visitorWriters = filesOf(writersOf(/(updateTable|deleteFrom)\(\s*'visitors'/));
    expect(visitorWriters.length).toBeGreaterThan(3);
    expect(visitorWriters.filter((f) => !tells(f, /\b(afterVisitorWrite|visitorWritten)\(/))).toEqual([]);
    const sessionWriters = filesOf(writersOf(/(insertInto|updateTable)\(\s*'sessions'/));
    expect(sessionWriters.filter((f) => !tells(f, /\bafterSessionWrite\(/))).toEqual([]);
    // Deleted with the visitor: their erasure drops the session copy.
    expect(tells(join('domains', 'privacy', 'visitorData.ts'), /\bafterSessionWrite\(/)).toBe(true);
  });

  it('events are appended by the event log only, and the bus is published to from events/ only', () => {
    expect(writersOf(/insertInto\(\s*'events'/).filter((h) => !h.startsWith(join('domains', 'events', 'eventLog.ts')))).toEqual([]);
    // Besides events: the caches' invalidations (the bus cache, the robot's indexes), which carry no conversation.
    const caches = [join('platform', 'bus', 'busCache.ts'), join('domains', 'robot', 'robotCache.ts')];
    const publishers = writersOf(/bus\.publish\(/).filter((h) => folderOf(h) !== 'domains/events' && !caches.some((c) => h.startsWith(c)));
    expect(publishers).toEqual([]);
  });
});
