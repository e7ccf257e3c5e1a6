// One refusal type for every library: a command refused by the rules (not a bug). `code` is
// stable (kebab-case) so programs and translations key on it, `params` are the plain values the
// message names, and the English message is made by the library that owns the code.

/** A value that survives JSON unchanged: what a refusal's params may hold. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type DomainParams = Readonly<Record<string, JsonValue>>;

// A brand in the global symbol registry: the web's server process loads the libraries twice (the
// Next bundle and the services), so `instanceof` fails across the copies; the brand does not.
const BRAND = Symbol.for('@club/events.DomainError');

export class DomainError<Code extends string = string> extends Error {
  readonly [BRAND] = true;
  constructor(
    readonly code: Code,
    message: string,
    readonly params: DomainParams = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The params under their former name (tests and callers written before `params`). */
  get details(): DomainParams {
    return this.params;
  }
}

/** A DomainError from any copy of this library (by its brand, never by class or message). */
export function isDomainError(error: unknown): error is DomainError {
  if (typeof error !== 'object' || error === null) return false;
  const branded = error as { [BRAND]?: unknown; code?: unknown };
  return branded[BRAND] === true && typeof branded.code === 'string';
}
