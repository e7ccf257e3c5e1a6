// The import check's one question about a Bridgemate BWS: an upload that opens like an Access
// database is read by mdbtools (libs/interchange), not by the text importers.
import { isAccessDatabase, readBwsBytes, type SessionResults } from '@club/interchange';

/** The session of an uploaded BWS, or null when the bytes are not an Access database. */
export function bwsUpload(bytes: Uint8Array, fileName: string): SessionResults | null {
  return isAccessDatabase(bytes) ? readBwsBytes(bytes, fileName) : null;
}
