import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Searches with LIKE where `%`, `_` and `\` typed by a person are the characters themselves. The escape character is
 * named in every query: PostgreSQL takes `\` by default, SQLite has none unless told, so without `ESCAPE` a search
 * for `%` matched everything on one and nothing on the other.
 */

/** A LIKE pattern matching `text` anywhere, its wildcards escaped with `\`. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `pattern` (from `containing`) matched with `\` as its escape character, on both databases. */
export const likeEscaped = (value: Expression<unknown>, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`${value} like ${pattern} escape '\\'`;

/** `column` holds `text` anywhere, as typed. */
export const contains = (column: string, text: string): Expression<SqlBool> => likeEscaped(sql.ref(column), containing(text));
