import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21: nothing tracked may name where one machine keeps its checkout, home or temporary files, so scripts,
 * benches and docs work from any checkout. A hit is reported as file:line.
 */
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// Built from pieces so this file does not match itself.
const SEP = '/';
const MACHINE_PATH = new RegExp(
  [
    `${SEP}home${SEP}[\\w.-]+${SEP}`,
    `${SEP}Users${SEP}[\\w.-]+${SEP}`,
    `${SEP}root${SEP}`,
    `${SEP}work${SEP}`,
    `${SEP}tmp${SEP}[\\w.-]`,
    `${SEP}var${SEP}folders${SEP}`,
    '[A-Za-z]:\\\\Users\\\\',
  ].join('|'),
);
const SKIP = /(^|\/)(package-lock\.json|.*\.(png|jpe?g|gif|ico|woff2?|ttf|mp[34]|webm|pdf|zip|gz))$/;

export function machinePathHits(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((f) => !SKIP.test(f))
    .flatMap((file) => {
      const text = read(file);
      if (text.includes('\u0000')) return [];
      return text.split('\n').flatMap((line, i) => (MACHINE_PATH.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));
    });
}

describe('tracked files', () => {
  it('name no absolute path of a development machine', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(machinePathHits(files, (f) => readFileSync(join(root, f), 'utf8'))).toEqual([]);
  });

  it('would catch a home, workspace or temporary folder', () => {
    const hits = machinePathHits(
      ['a.ts', 'b.md', 'c.png', 'd.ts'],
      (f) =>
        ({
          'a.ts': `const x = '${SEP}work${SEP}main/data';`,
          'b.md': `see ${SEP}home${SEP}ada${SEP}notes`,
          'c.png': `${SEP}root${SEP}`,
          'd.ts': 'tmpdir() and /api/files',
        })[f]!,
    );
    expect(hits.map((h) => h.split(':')[0])).toEqual(['a.ts', 'b.md']);
  });
});
