import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What each first screen may weigh, gzip-compressed JS and CSS (issue 17): the widget until its first messages are
 * painted, the console until its sign-in form shows, and embed.js on a tenant's page before any click.
 */
export const BUDGETS = {
  // Issue 35: everything requested in the first 3 s (the FAQ card included; linkify and DOMPurify only load for
  // messages that need them), the target. 119.3 KB on 2026-11-29 (a later session): one entry script,
  // antd-mobile's texts and right-to-left fixes and the rating's texts with the screens that show them.
  'widget first screen': 120 * 1024,
  'console sign-in': 200 * 1024,
  'embed.js': 4 * 1024,
};

/** The gzip size of a built file: its `.gz` copy when the build wrote one (scripts/precompress.mjs), else gzip -9. */
export function gzipBytes(path) {
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Sums the gzip sizes of the files a screen loaded (paths under one dist folder). */
export function screenWeight(distDir, files) {
  const rows = files.map((f) => ({ file: f, gz: gzipBytes(join(distDir, f)) })).sort((a, b) => b.gz - a.gz);
  return { total: rows.reduce((sum, r) => sum + r.gz, 0), rows };
}

/** The screens over their budget, each as a sentence; empty when every measured screen fits. */
export function overBudget(measured, budgets = BUDGETS) {
  const out = [];
  for (const [name, bytes] of Object.entries(measured)) {
    const limit = budgets[name];
    if (limit === undefined) throw new Error(`no budget for ${name}`);
    if (bytes > limit) out.push(`${name}: ${(bytes / 1024).toFixed(1)} KB gz, budget ${(limit / 1024).toFixed(0)} KB`);
  }
  return out;
}
