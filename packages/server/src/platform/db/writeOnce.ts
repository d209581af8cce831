/**
 * A write keyed by the client's local id, done once: a retry finds the first result, and a concurrent twin
 * that lost the race on the unique index (its transaction rolled back) answers with the winner's.
 * `findFirst: false` skips the look before writing, for a write that is cheap to attempt and whose row the unique
 * index refuses twice (a visitor's message): a retry then costs a rolled-back transaction, a first send one query less.
 */
export async function once<T>(find: () => Promise<T | undefined>, write: () => Promise<T>, opts: { findFirst?: boolean } = {}): Promise<T> {
  const earlier = opts.findFirst === false ? undefined : await find();
  if (earlier !== undefined) return earlier;
  try {
    return await write();
  } catch (err) {
    const twin = await find();
    if (twin !== undefined) return twin;
    throw err;
  }
}
