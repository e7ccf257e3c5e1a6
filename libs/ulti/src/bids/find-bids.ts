// Finding a bid by what the score-keeper types: part of its Hungarian name or of its id, accents
// optional ("ult", "piros", "betli", "teritett").
import { BID_TABLE, type BidDefinition } from './bid-table';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Bids whose name or id contains every word of the query, weakest first. */
export function findBids(query: string): readonly BidDefinition[] {
  const words = plain(query)
    .split(/[\s-]+/)
    .filter(Boolean);
  return BID_TABLE.filter((b) => {
    const text = `${plain(b.name)} ${b.id}`;
    return words.every((w) => text.includes(w));
  });
}
