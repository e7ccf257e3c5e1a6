// A column of a bulk write as one PostgreSQL array parameter in the binary format (a Buffer: the
// driver sends it as it is, format code 1): each element is its length and its UTF-8 bytes, so
// nothing is escaped. An array literal in text would have every quote and backslash of every JSON
// document escaped by the client and unescaped by the server. One-dimensional, no NULLs.

const TEXT_OID = 25;
const INT8_OID = 20;
const HEADER = 20;

function header(buffer: Buffer, elementType: number, length: number): void {
  buffer.writeInt32BE(1, 0); // dimensions
  buffer.writeInt32BE(0, 4); // no NULLs
  buffer.writeInt32BE(elementType, 8);
  buffer.writeInt32BE(length, 12);
  buffer.writeInt32BE(1, 16); // lower bound
}

/** `values` as a binary text[]. */
export function textArray(values: readonly string[]): Buffer {
  let size = HEADER + 4 * values.length;
  for (const value of values) size += Buffer.byteLength(value);
  const buffer = Buffer.allocUnsafe(size);
  header(buffer, TEXT_OID, values.length);
  let at = HEADER;
  for (const value of values) {
    const written = buffer.write(value, at + 4);
    buffer.writeInt32BE(written, at);
    at += 4 + written;
  }
  return buffer;
}

/** `values` (safe integers) as a binary bigint[]. */
export function int8Array(values: readonly number[]): Buffer {
  const buffer = Buffer.allocUnsafe(HEADER + 12 * values.length);
  header(buffer, INT8_OID, values.length);
  let at = HEADER;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`a bigint column takes safe integers, got ${value}`);
    buffer.writeInt32BE(8, at);
    buffer.writeBigInt64BE(BigInt(value), at + 4);
    at += 12;
  }
  return buffer;
}
