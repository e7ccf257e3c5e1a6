// The board-level tags of a game: Board, Dealer, Vulnerable, Deal (standard §3.4).
import { isSeat, parsePbnDeal, type PartialDeal, type Seat, type Vulnerability } from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import { findTag, type PbnGame } from './pbn-file';

const VULNERABILITIES: Record<string, Vulnerability> = {
  NONE: 'None',
  LOVE: 'None',
  '-': 'None',
  NS: 'NS',
  EW: 'EW',
  ALL: 'All',
  BOTH: 'All',
};

/** The highest board number read from a file: far above any session's, and a safe integer (a 23-digit one is not). */
export const MAX_BOARD_NUMBER = 9999;

/** A board number as written in a file (PBN or USEBIO), or null when it is not one from 1 to MAX_BOARD_NUMBER. */
export function parseBoardNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= 1 && number <= MAX_BOARD_NUMBER ? number : null;
}

export const notABoardNumber = (text: string | undefined) =>
  `'${text ?? ''}' is not a board number (1 to ${MAX_BOARD_NUMBER})`;

export function boardNumber(game: PbnGame, file: string): number | null {
  const tag = findTag(game, 'Board');
  if (tag === undefined || tag.value === '' || tag.value === '?') return null;
  const number = parseBoardNumber(tag.value);
  if (number === null) throw new ImportError({ file, line: tag.line, field: 'tag Board' }, notABoardNumber(tag.value));
  return number;
}

export function dealer(game: PbnGame, file: string): Seat | null {
  const tag = findTag(game, 'Dealer');
  if (tag === undefined || tag.value === '' || tag.value === '?') return null;
  const seat = tag.value.trim().toUpperCase();
  if (!isSeat(seat))
    throw new ImportError({ file, line: tag.line, field: 'tag Dealer' }, `'${tag.value}' is not N, E, S or W`);
  return seat;
}

export function vulnerability(game: PbnGame, file: string): Vulnerability | null {
  const tag = findTag(game, 'Vulnerable');
  if (tag === undefined || tag.value === '' || tag.value === '?') return null;
  const vul = VULNERABILITIES[tag.value.trim().toUpperCase()];
  if (vul === undefined) {
    throw new ImportError(
      { file, line: tag.line, field: 'tag Vulnerable' },
      `'${tag.value}' is not None, NS, EW or All (Love, Both)`,
    );
  }
  return vul;
}

/** The Deal tag as written; parsed by @club/bridge's deal parser where needed. */
export function dealText(game: PbnGame): string | null {
  const value = findTag(game, 'Deal')?.value.trim();
  return value === undefined || value === '' || value === '?' ? null : value;
}

/** The Deal tag parsed with @club/bridge (partial deals allowed, impossible ones refused). */
export function dealHands(game: PbnGame, file: string): PartialDeal | null {
  const tag = findTag(game, 'Deal');
  const text = dealText(game);
  if (tag === undefined || text === null) return null;
  return at({ file, line: tag.line, field: 'tag Deal' }, () => parsePbnDeal(text, { complete: false }));
}
