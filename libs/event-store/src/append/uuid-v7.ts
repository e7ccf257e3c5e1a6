// Default eventIds are UUIDv7 (RFC 9562): a millisecond timestamp then random bits. Ids made
// in time order land at the right edge of the unique eventId index, so an append touches a
// page or two of it instead of one random page per event (v4), which kept the WAL busy.
import { randomFillSync } from 'node:crypto';

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const pool = new Uint8Array(10 * 512);
let offset = pool.length;

export function uuidV7(now: number = Date.now()): string {
  if (offset + 10 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const r = pool.subarray(offset, (offset += 10));
  const ts = now.toString(16).padStart(12, '0');
  return (
    `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${HEX[r[0]!]!.slice(1)}${HEX[r[1]!]}-` +
    `${HEX[(r[2]! & 0x3f) | 0x80]}${HEX[r[3]!]}-${HEX[r[4]!]}${HEX[r[5]!]}${HEX[r[6]!]}${HEX[r[7]!]}${HEX[r[8]!]}${HEX[r[9]!]}`
  );
}
