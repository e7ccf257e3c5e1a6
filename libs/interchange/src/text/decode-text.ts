// PBN files are ISO-8859-1 by the standard, but many programs write UTF-8. Bytes that form valid
// UTF-8 are read as UTF-8 (a Latin-1 text with accents is almost never valid UTF-8); anything else is Latin-1.

export type TextEncoding = 'utf-8' | 'latin1';

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncoding;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: decodeLatin1(body), encoding: 'latin1' };
  }
}

/** ISO-8859-1 maps each byte to the code point of the same value (unlike windows-1252 for 0x80–0x9f). */
function decodeLatin1(bytes: Uint8Array): string {
  let text = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    text += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return text;
}

/** ISO-8859-1 encoding for export; refuses characters outside Latin-1 rather than writing `?`. */
export function encodeLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new RangeError(`character '${text[i]}' at position ${i} has no ISO-8859-1 encoding`);
    bytes[i] = code;
  }
  return bytes;
}
