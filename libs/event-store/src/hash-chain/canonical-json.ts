// Canonical JSON, the form the hash chain covers (and the form `data` is stored in):
// - no whitespace; object keys sorted by UTF-16 code units (Array.prototype.sort's default);
// - strings and numbers written as JSON.stringify writes them (so -0 is 0, 1e21 is 1e+21);
// - object properties whose value is undefined are left out (as JSON.stringify does);
// - anything JSON cannot carry faithfully is refused: NaN, Infinity, bigint, functions,
//   symbols, undefined inside arrays, and objects that are not plain (Date, Map, class instances).
import { InvalidAppendError } from '../errors/errors';

/** `context` (called only on refusal) prefixes the error message, e.g. with the event's place in a batch. */
export function canonicalJson(value: unknown, path = 'value', context?: () => string): string {
  try {
    return canonical(value, path);
  } catch (error) {
    if (context && error instanceof InvalidAppendError) throw new InvalidAppendError(`${context()}: ${error.message}`);
    throw error;
  }
}

function canonical(value: unknown, path: string): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new InvalidAppendError(`${path}: ${value} is not a JSON number`);
      return JSON.stringify(value);
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          const item: unknown = value[i];
          if (item === undefined) throw new InvalidAppendError(`${path}[${i}]: undefined is not JSON`);
          out += canonical(item, `${path}[${i}]`);
        }
        return out + ']';
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        throw new InvalidAppendError(
          `${path}: a ${(value as object).constructor?.name ?? 'non-plain'} object is not plain JSON`,
        );
      }
      const record = value as Record<string, unknown>;
      let out = '{';
      let first = true;
      for (const key of Object.keys(record).sort()) {
        const item = record[key];
        if (item === undefined) continue;
        if (!first) out += ',';
        first = false;
        out += JSON.stringify(key) + ':' + canonical(item, `${path}.${key}`);
      }
      return out + '}';
    }
    default:
      throw new InvalidAppendError(`${path}: a ${typeof value} is not JSON`);
  }
}
