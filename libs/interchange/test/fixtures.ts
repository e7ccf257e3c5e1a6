// The real result files shared by the project (read-only), read as bytes like a user's file would be.
import { readFileSync } from 'node:fs';

export const DATA = '/work/shared/data';

export function dataBytes(relative: string): Uint8Array {
  return readFileSync(`${DATA}/${relative}`);
}

export function dataText(relative: string): string {
  return readFileSync(`${DATA}/${relative}`, 'utf-8');
}
