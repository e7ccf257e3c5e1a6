// The Play section (standard §3.10): `[Play "<opening leader>"]`, then one trick per line, the cards
// in seat order clockwise from the tag's seat (not in order of play); `-` is a card not played or
// not known, `*` ends the record (e.g. after a claim). Read here, and written here for every export
// that has cards.
import { leftOf, type Card, type Seat } from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import { parseLead } from '../session/lead';
import { annotatedItems, type Annotations } from './annotated-token';
import type { ExportTag, ExportToken } from './export-pbn';
import type { PbnGame } from './pbn-file';
import { notesAfter, seatSection } from './notes';

export interface PlayedCard extends Annotations {
  readonly seat: Seat;
  /** null for `-`. */
  readonly card: Card | null;
}

export interface RecordedTrick {
  readonly line: number;
  /** In seat order from the Play tag's seat. */
  readonly cards: readonly PlayedCard[];
}

export interface PbnPlay {
  readonly first: Seat;
  readonly tricks: readonly RecordedTrick[];
  readonly incomplete: boolean;
  readonly notes: Readonly<Record<number, string>>;
}

export function readPlay(game: PbnGame, file: string): PbnPlay | null {
  const section = seatSection(game, 'Play', 'opening leader', file);
  if (section === null) return null;
  const { index, tag, first } = section;

  const tricks: RecordedTrick[] = [];
  const seen = new Map<Card, number>();
  let incomplete = false;
  for (const sectionLine of tag.section) {
    const { items } = annotatedItems(sectionLine.tokens);
    if (items.length === 0) continue;
    const field = `Play trick ${tricks.length + 1}`;
    if (incomplete)
      throw new ImportError({ file, line: sectionLine.line, field }, 'a trick follows the end of the record (*)');
    const cards: PlayedCard[] = [];
    let seat: Seat = first;
    for (const item of items) {
      if (item.text === '*') {
        incomplete = true;
        break;
      }
      if (cards.length === 4)
        throw new ImportError({ file, line: item.line, field }, `'${item.text}' is a fifth card in one trick`);
      const card = item.text === '-' ? null : at({ file, line: item.line, field }, () => parseLead(item.text));
      if (card !== null) {
        const earlier = seen.get(card);
        if (earlier !== undefined)
          throw new ImportError({ file, line: item.line, field }, `${card} was already played in trick ${earlier}`);
        seen.set(card, tricks.length + 1);
      }
      cards.push({ ...item, seat, card });
      seat = leftOf(seat);
    }
    if (cards.length > 0) tricks.push({ line: sectionLine.line, cards });
    if (tricks.length > 13)
      throw new ImportError({ file, line: sectionLine.line, field: 'Play trick 14' }, 'a deal has 13 tricks');
  }
  return { first, tricks, incomplete, notes: notesAfter(game, index, file) };
}

/** A trick as played: its cards with the seat of each, in any order. */
export interface WrittenTrick {
  readonly cards: readonly { readonly seat: Seat; readonly card: Card }[];
}

/**
 * The Play tag from the opening leader: a trick a line, the cards in seat order from the leader
 * (PBN's columns), `-` for a card not played; `*` when the record stops before the 13th trick ends.
 */
export function playTags(openingLeader: Seat, tricks: readonly WrittenTrick[]): ExportTag[] {
  if (tricks.length === 0) return [];
  const word = (text: string): ExportToken => ({ kind: 'word', text });
  const lines = tricks.map((trick) => {
    let seat = openingLeader;
    const tokens: ExportToken[] = [];
    for (let i = 0; i < 4; i++) {
      tokens.push(word(trick.cards.find((played) => played.seat === seat)?.card ?? '-'));
      seat = leftOf(seat);
    }
    return { tokens };
  });
  if (tricks.length < 13 || tricks[12]!.cards.length < 4) lines.push({ tokens: [word('*')] });
  return [{ name: 'Play', value: openingLeader, section: lines }];
}
