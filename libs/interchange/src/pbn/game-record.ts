// One PBN game as played at one table: markings, deal, the table's contract and result tags,
// and the Auction and Play sections (a hand record or a single-table file rather than a results file).
import {
  isSeat,
  parseContract,
  type FinalContract,
  type PartialDeal,
  type Seat,
  type Vulnerability,
} from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import { readAuction, type PbnAuction } from './auction-section';
import { boardNumber, dealHands, dealText, dealer, vulnerability } from './board-tags';
import { findTag, type PbnFile, type PbnGame } from './pbn-file';
import { readPlay, type PbnPlay } from './play-section';

export interface PbnGameRecord {
  readonly line: number;
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  readonly deal: string | null;
  readonly hands: PartialDeal | null;
  readonly contract: FinalContract | null;
  readonly declarer: Seat | null;
  /** `^` in `Declarer` marks an irregular declarer (the wrong player declared). */
  readonly irregularDeclarer: boolean;
  /** Tricks by declarer (`Result`); `^` marks a count the players agreed that is not the real one. */
  readonly tricks: number | null;
  readonly agreedWrongCount: boolean;
  readonly auction: PbnAuction | null;
  readonly play: PbnPlay | null;
}

export function readPbnGames(pbn: PbnFile): PbnGameRecord[] {
  return pbn.games.map((game) => readGameRecord(game, pbn.file));
}

export function readGameRecord(game: PbnGame, file: string): PbnGameRecord {
  const contractTag = findTag(game, 'Contract');
  const contractText = usable(contractTag?.value);
  const contract =
    contractText === null
      ? null
      : at({ file, line: contractTag!.line, field: 'tag Contract' }, () => {
          try {
            return parseContract(contractText);
          } catch {
            throw new RangeError(`'${contractText}' is not a contract`);
          }
        });
  const declarerTag = findTag(game, 'Declarer');
  const declarerText = usable(declarerTag?.value);
  const irregularDeclarer = declarerText?.startsWith('^') ?? false;
  const seat = declarerText?.replace(/^\^/, '').toUpperCase() ?? null;
  if (seat !== null && !isSeat(seat))
    throw new ImportError(
      { file, line: declarerTag!.line, field: 'tag Declarer' },
      `'${declarerText}' is not N, E, S or W (^ prefix allowed)`,
    );
  const resultTag = findTag(game, 'Result');
  const resultText = usable(resultTag?.value);
  const agreedWrongCount = resultText?.startsWith('^') ?? false;
  const tricksText = resultText?.replace(/^\^/, '') ?? null;
  if (tricksText !== null && (!/^\d+$/.test(tricksText) || Number(tricksText) > 13)) {
    throw new ImportError(
      { file, line: resultTag!.line, field: 'tag Result' },
      `'${resultText}' is not a number of tricks from 0 to 13`,
    );
  }
  return {
    line: game.line,
    board: boardNumber(game, file),
    dealer: dealer(game, file),
    vulnerability: vulnerability(game, file),
    deal: dealText(game),
    hands: dealHands(game, file),
    contract,
    declarer: seat as Seat | null,
    irregularDeclarer,
    tricks: tricksText === null ? null : Number(tricksText),
    agreedWrongCount,
    auction: readAuction(game, file),
    play: readPlay(game, file),
  };
}

function usable(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' || value.trim() === '?' ? null : value.trim();
}
