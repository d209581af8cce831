import { z } from 'zod';

/**
 * Boundary values for each field of a route's zod schema, read from its JSON Schema (issue 34 item 7): lengths at
 * and past the bound, integers at and past 32 and 64 bits and the field's own range, empty, whitespace, NUL, the
 * wrong type. `baseOf` fills the required fields with plausible values, so a request reaches past the first
 * missing field to the one being probed.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
}

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return null;
  }
}

const typesOf = (s: JsonSchema): string[] => [s.type ?? []].flat();
const members = (s: JsonSchema): JsonSchema[] => [...(s.anyOf ?? []), ...(s.oneOf ?? [])];

/** A value the schema accepts, as far as plain rules tell (patterns and refinements aside). */
export function plausible(s: JsonSchema, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = members(s)[0];
  if (alt) return plausible(alt, depth);
  const type = typesOf(s)[0];
  if (type === 'string') return s.format === 'email' ? 'edge@example.com' : 'x'.repeat(Math.max(1, s.minLength ?? 1));
  if (type === 'integer' || type === 'number') return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return false;
  if (type === 'array') return s.items && depth < 3 ? Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items!, depth + 1)) : [];
  if (type === 'object') return depth < 3 ? baseOf(s, depth + 1) : {};
  if (type === 'null') return null;
  return 'x';
}

export function baseOf(s: JsonSchema, depth = 0): Record<string, unknown> {
  return Object.fromEntries((s.required ?? []).map((k) => [k, plausible(s.properties?.[k] ?? {}, depth)]));
}

const INT_EDGES = [0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e20, 0.5];

/** The boundary values of one field, its own bounds first; deduplicated. */
export function edgesOf(s: JsonSchema): unknown[] {
  const out: unknown[] = [null, {}];
  for (const alt of members(s)) out.push(...edgesOf(alt));
  if (s.enum) out.push(...s.enum, 'not-a-choice');
  for (const type of typesOf(s)) {
    if (type === 'string') {
      const max = s.maxLength ?? 10_000;
      out.push('', ' ', '\u0000', 'x'.repeat(max), 'x'.repeat(max + 1), '2147483648', '-1', '99999999999999999999', 7);
      if (s.minLength) out.push('x'.repeat(s.minLength - 1));
    }
    if (type === 'integer' || type === 'number') {
      out.push(...INT_EDGES, '2147483648', 'x');
      for (const b of [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum]) if (b !== undefined) out.push(b - 1, b, b + 1);
    }
    if (type === 'boolean') out.push(true, 'true', 1);
    if (type === 'array') {
      const item = s.items ? plausible(s.items) : 'x';
      out.push(
        [],
        [null],
        'x',
        Array.from({ length: (s.maxItems ?? 1_000) + 1 }, () => item),
      );
      if (s.items) for (const e of edgesOf(s.items).slice(0, 12)) out.push([e]);
    }
    if (type === 'object') out.push([], 'x', { ['__proto__']: { polluted: 1 } });
  }
  const seen = new Set<string>();
  return out.filter((v) => {
    const key = JSON.stringify(v) ?? 'undefined';
    return !seen.has(key) && (seen.add(key), true);
  });
}

/** Path parameters at their edges: ids at and past 32 and 64 bits, negative, fractional, not numbers. */
export const PARAM_EDGES = ['0', '-1', '2147483648', '9223372036854775808', '99999999999999999999', '1.5', 'x', '%00', '1e3'];
