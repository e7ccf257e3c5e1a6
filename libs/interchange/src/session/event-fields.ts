// Small normalisations shared by the importers: dates, scoring names, directions.
import type { Side } from '@club/bridge';
import type { ScoringMethodHint } from './session-results';

/** PBN `yyyy.mm.dd` (parts may be `??`) or USEBIO `dd/mm/yyyy` to ISO; null when incomplete. */
export function isoDate(text: string | undefined): string | null {
  if (text === undefined) return null;
  const pbn = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(text.trim());
  if (pbn) return `${pbn[1]}-${pbn[2]}-${pbn[3]}`;
  const usebio = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (usebio) return `${usebio[3]}-${usebio[2]!.padStart(2, '0')}-${usebio[1]!.padStart(2, '0')}`;
  return null;
}

/** PBN `Scoring` (basic system + `;` modifiers, standard §3.4.10) to the CLI's method names. */
export function methodFromPbnScoring(scoring: string | undefined): ScoringMethodHint | null {
  if (scoring === undefined) return null;
  const parts = scoring.split(';').map((part) => part.trim().toUpperCase());
  const [base] = parts;
  if (base === 'MP' || base === 'MATCHPOINTS') return parts.includes('MP2') ? 'MP-NA' : 'MP';
  if (base === 'IMP') {
    if (parts.some((part) => part.startsWith('BUTLER'))) return 'IMP-BUTLER';
    if (parts.some((part) => part.startsWith('CROSS'))) return 'IMP-CROSS';
    // IMPs with no pairs modifier compare the two rooms of a teams match (as this club writes a teams session).
    return 'TEAMS';
  }
  if (base === 'TEAMS') return 'TEAMS';
  return null;
}

/** USEBIO `EVENT_TYPE` to the CLI's method names. */
export function methodFromUsebioEventType(eventType: string | undefined): ScoringMethodHint | null {
  const type = (eventType ?? '').toUpperCase();
  if (type.includes('TEAM')) return 'TEAMS';
  if (type.includes('BUTLER')) return 'IMP-BUTLER';
  if (type.includes('CROSS')) return 'IMP-CROSS';
  if (type.startsWith('MP')) return 'MP';
  return null;
}

/** `N-S`, `NS`, `E-W`, `EW`, and the Nordic `Ö-V`/`O-V` (öst-väst); null for anything else (e.g. home/away). */
export function sideFromText(text: string): Side | null {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/[^A-ZÖ]/g, '');
  if (compact === 'NS') return 'NS';
  if (compact === 'EW' || compact === 'ÖV' || compact === 'OV') return 'EW';
  return null;
}
