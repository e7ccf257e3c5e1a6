// Auction and Play sections: the tag naming a seat, and the `[Note "n:text"]` tags after the section,
// which belong to it (standard §3.9.8).
import { isSeat, type Seat } from '@club/bridge';
import { ImportError } from '../errors/import-error';
import type { PbnGame, PbnTag } from './pbn-file';

export function notesAfter(game: PbnGame, sectionIndex: number, file: string): Record<number, string> {
  const notes: Record<number, string> = {};
  for (const tag of game.tags.slice(sectionIndex + 1)) {
    if (tag.name !== 'Note') {
      if (tag.name === 'Auction' || tag.name === 'Play') break;
      continue;
    }
    const match = /^(\d+):(.*)$/s.exec(tag.value);
    if (!match)
      throw new ImportError({ file, line: tag.line, field: 'tag Note' }, `'${tag.value}' is not "<number>:<text>"`);
    notes[Number(match[1])] = match[2]!;
  }
  return notes;
}

/** The Auction or Play tag of a game with the seat its value names, or null when the game has none. */
export function seatSection(
  game: PbnGame,
  name: 'Auction' | 'Play',
  role: string,
  file: string,
): { index: number; tag: PbnTag; first: Seat } | null {
  const index = game.tags.findIndex((tag) => tag.name === name);
  const tag = game.tags[index];
  if (tag === undefined) return null;
  const first = tag.value.trim().toUpperCase();
  if (!isSeat(first))
    throw new ImportError(
      { file, line: tag.line, field: `tag ${name}` },
      `'${tag.value}' is not the ${role}'s seat N, E, S or W`,
    );
  return { index, tag, first };
}
