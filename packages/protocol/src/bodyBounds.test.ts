import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as protocol from './index.js';

/**
 * Every string and array a caller may send is bounded by its schema (issue 34): a request body's size is then
 * bounded by the schema, not only by the server's body limit, so no field can carry an amplifying payload.
 */
type Def = {
  type: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const bounded = (d: Def) => (d.checks ?? []).some((c) => ['max_length', 'length_equals', 'max_size'].includes(c._zod.def.check));

/** The paths under `schema` of strings and arrays without a maximum, and of values of any shape. */
export function unboundedPaths(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  // jsonBounded: bounded as a whole by the length of its JSON.
  if (typeof z.globalRegistry.get(schema)?.maxJsonChars === 'number') return [];
  const d = defOf(schema);
  const walk = (s: z.ZodType | undefined, p: string) => (s ? unboundedPaths(s, p, seen) : []);
  switch (d.type) {
    case 'string':
      return bounded(d) ? [] : [path || '(root)'];
    case 'array':
      return [...(bounded(d) ? [] : [`${path}[]`]), ...walk(d.element, `${path}[]`)];
    case 'record':
      return [`${path}{}`];
    case 'unknown':
    case 'any':
      return [path || '(root)'];
    case 'object':
      return Object.entries(d.shape ?? {}).flatMap(([k, v]) => walk(v, path ? `${path}.${k}` : k));
    case 'union':
      return (d.options ?? []).flatMap((o) => walk(o, path));
    case 'intersection':
      return [...walk(d.left, path), ...walk(d.right, path)];
    case 'tuple':
      return (d.items ?? []).flatMap((o, i) => walk(o, `${path}[${i}]`));
    case 'pipe':
      return walk(d.in, path);
    case 'lazy':
      return walk(d.getter?.(), path);
    default:
      return d.innerType ? walk(d.innerType, path) : [];
  }
}

const bodies = Object.entries(protocol).filter(
  ([name, value]) => /(Body|Query)$/.test(name) && typeof value === 'object' && value !== null && '_zod' in value,
) as Array<[string, z.ZodType]>;

describe('request bodies', () => {
  it('S-HD5 bound every string and array they hold', () => {
    expect(bodies.length).toBeGreaterThan(50);
    const open = bodies.flatMap(([name, schema]) => unboundedPaths(schema).map((p) => `${name}.${p}`));
    expect(open).toEqual([]);
  });
});
