// A BWS file is a Microsoft Access (Jet) database: known by its header, whatever its name.
const JET = 'Standard Jet DB';
const ACE = 'Standard ACE DB';

/** True when the bytes open like an Access database (`\0\1\0\0Standard Jet DB` or the ACE variant). */
export function isAccessDatabase(bytes: Uint8Array): boolean {
  if (bytes.length < 4 + JET.length) return false;
  const text = String.fromCharCode(...bytes.subarray(4, 4 + JET.length));
  return bytes[0] === 0 && bytes[1] === 1 && (text === JET || text === ACE);
}
