// The fields a renonsz case asks of the jury (the desk's `needs` and `may`), from what was entered
// on the page to the ruling's own: yes/no findings as booleans, the jury's forints as integers.
// Until every needed field is given there is no ruling to preview, so no refusal is shown early.
import type { UltiJuryDesk } from '@club/application/shapes';

type JuryCase = UltiJuryDesk['cases'][number];
export type RulingField = JuryCase['needs'][number];
type Component = UltiJuryDesk['components'][number];

export interface RulingDetails {
  bid?: string;
  beneficiary?: string;
  complied?: boolean;
  noticedInTime?: boolean;
  component?: Component;
  amounts?: Record<string, number>;
}

/** What was entered: each field's text, and each player's amount under `amount:<player>`. */
export type Entries = Readonly<Record<string, string>>;

export const amountKey = (player: string) => `amount:${player}`;

function valueOf(field: RulingField, entries: Entries, seating: readonly string[]): RulingDetails[keyof RulingDetails] {
  if (field === 'amounts') {
    const texts = seating.map((p) => (entries[amountKey(p)] ?? '').trim());
    if (texts.some((t) => !/^[+-]?\d+$/.test(t))) return undefined;
    return Object.fromEntries(seating.map((p, i) => [p, Number(texts[i])]));
  }
  const text = entries[field] ?? '';
  if (text === '') return undefined;
  if (field === 'complied' || field === 'noticedInTime') return text === 'yes';
  return text;
}

/** The case's fields the jury gave (the caller is entered on its own); null while a needed one is missing. */
export function rulingDetails(picked: JuryCase, entries: Entries, seating: readonly string[]): RulingDetails | null {
  const details: Record<string, unknown> = {};
  for (const field of [...picked.needs, ...picked.may]) {
    if (field === 'caller') continue;
    const value = valueOf(field, entries, seating);
    if (value !== undefined) details[field] = value;
    else if (picked.needs.includes(field)) return null;
  }
  return details as RulingDetails;
}
