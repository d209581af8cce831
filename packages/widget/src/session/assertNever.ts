/** The default branch of an exhaustive switch: the compiler proves it unreachable, and it throws if it is not. */
export function assertNever(x: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(x)}`);
}
