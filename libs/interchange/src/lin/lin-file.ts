// A LIN file as boards: single-board files (one `md`) and multi-board vugraph or tournament files
// (`qx|o1|` … `qx|c1|` …, one per room and board). Players (`pn`) carry over to later boards until
// named again; tags that only drive BBO's viewer (pg, st, rh, nt, …) are skipped. An undo (`up`)
// takes back the board's last calls or cards, as BBO's table did, before the board is replayed.
import {
  defaultDealer,
  defaultVulnerability,
  leftOf,
  parseCall,
  parseCard,
  type Call,
  type Card,
  type Deal,
  type Seat,
  type Vulnerability,
} from '@club/bridge';
import { at, type ImportErrorPlace } from '../errors/import-error';
import { linImportError } from './lin-problems';
import { headerResult } from './lin-header-results';
import { parseLinMatchHeader, type LinMatchHeader } from './lin-match-header';
import { LIN_HAND_ORDER, parseLinDeal, parseLinVulnerability } from './lin-deal';
import { scanLin, tokenField, type LinToken } from './lin-tokens';

export interface LinCall {
  readonly seat: Seat;
  readonly call: Call;
  /** `!` after the call: alerted. */
  readonly alert: boolean;
  /** The `an|` text following the call. */
  readonly explanation: string | null;
  readonly token: LinToken;
}

export interface LinCard {
  readonly card: Card;
  readonly token: LinToken;
}

export interface LinClaim {
  /** Tricks for declarer's side in the whole deal (won so far and claimed). */
  readonly tricks: number;
  readonly token: LinToken;
}

export interface LinBoard {
  readonly board: number;
  /** `qx|o…|` the open room, `qx|c…|` the closed room; null when the file does not say. */
  readonly room: 'Open' | 'Closed' | null;
  /** `ah|Board 1|` as written. */
  readonly title: string | null;
  /** Names by seat (`pn|` gives South, West, North, East); '' where not named. */
  readonly players: Readonly<Record<Seat, string>>;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
  readonly calls: readonly LinCall[];
  readonly cards: readonly LinCard[];
  readonly claim: LinClaim | null;
  /** The token that opened the board (its `qx` or `md`). */
  readonly token: LinToken;
  /** The vugraph header's result for this board and room (`rs`), as written; null when none. */
  readonly headerResult: string | null;
}

export interface LinFile {
  readonly file: string;
  /** The first field of a vugraph header `vg|title,subtitle,…|`. */
  readonly event: string | null;
  /** The vugraph header (`vg`) as read; null when the file has none. */
  readonly header: LinMatchHeader | null;
  readonly boards: readonly LinBoard[];
}

interface Draft {
  board: number | null;
  room: 'Open' | 'Closed' | null;
  title: string | null;
  /** The `pn` names as written: four (S, W, N, E), or eight in a vugraph file (the open room's, then the closed room's). */
  players: readonly string[];
  dealer: Seat | null;
  vulnerability: Vulnerability | null;
  deal: Deal | null;
  calls: LinCall[];
  cards: LinCard[];
  claim: LinClaim | null;
  token: LinToken;
}

export function parseLin(text: string, file = 'input.lin'): LinFile {
  const tokens = scanLin(text, file);
  const boards: LinBoard[] = [];
  let header: LinMatchHeader | null = null;
  let players: readonly string[] = [];
  const summary = { boards: [] as number[], results: [] as string[] };
  let draft = null as Draft | null; // `as`: set inside the helpers below, so not narrowed to null here

  const finish = () => {
    if (draft === null) return;
    boards.push(complete(draft, boards.length + 1, file));
    draft = null;
  };
  const start = (token: LinToken): Draft => {
    finish();
    draft = {
      board: null,
      room: null,
      title: null,
      players,
      dealer: null,
      vulnerability: null,
      deal: null,
      calls: [],
      cards: [],
      claim: null,
      token,
    };
    return draft;
  };

  // Before its qx or ah names it, a board is known by its place in the file.
  const numberOf = (board: Draft | null) => (board === null ? null : (board.board ?? boards.length + 1));
  for (const token of tokens) {
    const place = { file, line: token.line, field: tokenField(numberOf(draft), token) };
    const value = token.value.trim();
    switch (token.tag) {
      case 'vg':
        header = parseLinMatchHeader(value);
        break;
      case 'bn':
        summary.boards = value.split(',').map((n) => Number(n.trim()));
        break;
      case 'rs':
        summary.results = value.split(',');
        break;
      case 'pn':
        players = value.split(',').map((name) => name.trim());
        if (draft !== null) draft.players = players;
        break;
      case 'qx': {
        const board = start(token);
        const match = /^([oc]?)(\d+)/i.exec(value);
        if (match) {
          board.room = match[1] === '' ? null : match[1]!.toLowerCase() === 'o' ? 'Open' : 'Closed';
          board.board = Number(match[2]);
        }
        break;
      }
      case 'md': {
        const board: Draft = draft === null || draft.deal !== null ? start(token) : draft;
        const parsed = at({ ...place, field: tokenField(numberOf(board), token) }, () => parseLinDeal(value));
        board.deal = parsed.deal;
        board.dealer = parsed.dealer;
        break;
      }
      case 'ah': {
        const board = draft ?? start(token);
        board.title = value;
        const number = /(\d+)/.exec(value);
        if (board.board === null && number) board.board = Number(number[1]);
        break;
      }
      case 'sv':
        (draft ?? start(token)).vulnerability = at(place, () => parseLinVulnerability(value));
        break;
      case 'mb': {
        const board = inBoard(draft, place);
        if (board.cards.length > 0 || board.claim !== null)
          throw linImportError(place, { code: 'lin-call-after-play', params: {} });
        const alert = value.endsWith('!');
        const call = at(place, () => parseCall(alert ? value.slice(0, -1) : value));
        board.calls.push({ seat: 'N', call, alert, explanation: null, token });
        break;
      }
      case 'an': {
        const board = inBoard(draft, place);
        const last = board.calls[board.calls.length - 1];
        if (last === undefined) throw linImportError(place, { code: 'lin-explanation-before-call', params: {} });
        board.calls[board.calls.length - 1] = { ...last, explanation: token.value };
        break;
      }
      case 'pc': {
        const board = inBoard(draft, place);
        if (board.claim !== null)
          throw linImportError(place, {
            code: 'lin-card-after-claim',
            params: { claim: tokenField(null, board.claim.token) },
          });
        board.cards.push({ card: at(place, () => parseCard(value)), token });
        break;
      }
      case 'up':
        undo(inBoard(draft, place), value, place);
        break;
      case 'mc': {
        const board = inBoard(draft, place);
        if (!/^\d+$/.test(value) || Number(value) > 13)
          throw linImportError(place, { code: 'lin-claim-not-tricks', params: { value } });
        if (board.claim !== null)
          throw linImportError(place, {
            code: 'lin-second-claim',
            params: { first: tokenField(null, board.claim.token) },
          });
        board.claim = { tricks: Number(value), token };
        break;
      }
      default:
        break; // pg, st, rh, nt, at, pw, bn, rs, mp, sk…: the viewer's, not the board's
    }
  }
  finish();
  if (boards.length === 0)
    throw linImportError({ file, line: null, field: 'md' }, { code: 'lin-no-deal-in-file', params: {} });
  return {
    file,
    event: header?.event ?? null,
    header,
    boards: boards.map((b) => ({ ...b, headerResult: headerResult(summary, b.board, b.room) })),
  };
}

function inBoard(draft: Draft | null, place: ImportErrorPlace): Draft {
  if (draft === null || draft.deal === null) throw linImportError(place, { code: 'lin-before-deal', params: {} });
  return draft;
}

/**
 * `up|n|`: the last n actions of the board taken back (an empty count is one), the claim first, then
 * cards, then calls, as BBO's undo stepped back through the record; an explanation goes with its call.
 */
function undo(board: Draft, value: string, place: ImportErrorPlace): void {
  if (value !== '' && !/^\d+$/.test(value))
    throw linImportError(place, { code: 'lin-undo-not-count', params: { value } });
  const count = value === '' ? 1 : Number(value);
  const made = board.calls.length + board.cards.length + (board.claim === null ? 0 : 1);
  if (count > made) throw linImportError(place, { code: 'lin-undo-too-many', params: { count, made } });
  for (let i = 0; i < count; i++) {
    if (board.claim !== null) board.claim = null;
    else if (board.cards.length > 0) board.cards.pop();
    else board.calls.pop();
  }
}

function seatsOf(names: readonly string[], room: 'Open' | 'Closed' | null): Record<Seat, string> {
  const offset = room === 'Closed' && names.length >= 8 ? 4 : 0;
  const players: Partial<Record<Seat, string>> = {};
  LIN_HAND_ORDER.forEach((seat, i) => (players[seat] = names[offset + i] ?? ''));
  return players as Record<Seat, string>;
}

function complete(draft: Draft, ordinal: number, file: string): LinBoard {
  const board = draft.board ?? ordinal;
  if (draft.deal === null)
    throw linImportError(
      { file, line: draft.token.line, field: tokenField(board, draft.token) },
      { code: 'lin-no-deal-on-board', params: {} },
    );
  const dealer = draft.dealer ?? defaultDealer(board);
  let seat = dealer;
  const calls = draft.calls.map((call) => {
    const inTurn = { ...call, seat };
    seat = leftOf(seat);
    return inTurn;
  });
  return {
    board,
    room: draft.room,
    title: draft.title,
    players: seatsOf(draft.players, draft.room),
    dealer,
    vulnerability: draft.vulnerability ?? defaultVulnerability(board),
    deal: draft.deal,
    calls,
    cards: draft.cards,
    claim: draft.claim,
    token: draft.token,
    headerResult: null,
  };
}
