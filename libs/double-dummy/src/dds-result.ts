// DDS answers 1 for success and a negative code otherwise; the code's words come from the library.
import { DoubleDummyError } from './double-dummy-error';
import type { DdsLibrary } from './dds-library';

export const DDS_SUCCESS = 1;

export function checkDds(library: DdsLibrary, code: number, call: string): void {
  if (code === DDS_SUCCESS) return;
  const line = Buffer.alloc(80);
  library.ErrorMessage(code, line);
  const words = line.toString('latin1').replace(/\0.*$/s, '');
  throw new DoubleDummyError(code, `${call}: DDS error ${code} (${words})`);
}
