// What reading or replaying a LIN file can find wrong, as a code with its parameters: the site words
// each from its code (apps/web/src/words/lin-problems.ts), the CLI and the ImportError message use
// the English text below. A problem that stops the import and one the import reports and keeps
// (a revoke, a record cut short, a header disagreeing) are told apart by where they go, not here.
import type { Seat } from '@club/bridge';
import { ImportError, type ImportErrorPlace } from '../errors/import-error';

export type LinProblem =
  // Reading the file (lin-file.ts).
  | { readonly code: 'lin-no-deal-in-file'; readonly params: Record<string, never> }
  | { readonly code: 'lin-no-deal-on-board'; readonly params: Record<string, never> }
  | { readonly code: 'lin-before-deal'; readonly params: Record<string, never> }
  | { readonly code: 'lin-call-after-play'; readonly params: Record<string, never> }
  | { readonly code: 'lin-explanation-before-call'; readonly params: Record<string, never> }
  | { readonly code: 'lin-card-after-claim'; readonly params: { readonly claim: string } }
  | { readonly code: 'lin-claim-not-tricks'; readonly params: { readonly value: string } }
  | { readonly code: 'lin-second-claim'; readonly params: { readonly first: string } }
  | { readonly code: 'lin-undo-not-count'; readonly params: { readonly value: string } }
  | { readonly code: 'lin-undo-too-many'; readonly params: { readonly count: number; readonly made: number } }
  // Replaying a board (replay-lin-board.ts).
  | { readonly code: 'lin-call-after-auction'; readonly params: Record<string, never> }
  | { readonly code: 'lin-engine-refused'; readonly params: { readonly refusal: string; readonly message: string } }
  | {
      readonly code: 'lin-irregular-call';
      readonly params: { readonly seat: Seat; readonly irregularity: string; readonly law: string };
    }
  | { readonly code: 'lin-auction-unfinished'; readonly params: Record<string, never> }
  | { readonly code: 'lin-play-before-auction-end'; readonly params: Record<string, never> }
  | { readonly code: 'lin-play-after-pass-out'; readonly params: Record<string, never> }
  | { readonly code: 'lin-card-played-twice'; readonly params: { readonly card: string; readonly earlier: number } }
  | { readonly code: 'lin-card-after-last-trick'; readonly params: Record<string, never> }
  | {
      readonly code: 'lin-card-out-of-turn';
      readonly params: { readonly card: string; readonly holder: Seat; readonly turn: Seat };
    }
  | {
      readonly code: 'lin-revoke';
      readonly params: {
        readonly offender: Seat;
        readonly card: string;
        readonly trick: number;
        readonly legal: string;
      };
    }
  | { readonly code: 'lin-irregular-play'; readonly params: { readonly seat: Seat } }
  | { readonly code: 'lin-play-unfinished'; readonly params: Record<string, never> }
  | {
      readonly code: 'lin-header-result-differs';
      readonly params: { readonly header: string; readonly replay: string };
    }
  | {
      readonly code: 'lin-claim-after-play-differs';
      readonly params: { readonly claimed: number; readonly won: number };
    }
  | { readonly code: 'lin-claim-below-won'; readonly params: { readonly claimed: number; readonly won: number } }
  | {
      readonly code: 'lin-claim-beyond-remaining';
      readonly params: { readonly claimed: number; readonly won: number; readonly remaining: number };
    };

export type LinProblemCode = LinProblem['code'];
type ParamsOf<C extends LinProblemCode> = Extract<LinProblem, { code: C }>['params'];

const TEXT: { readonly [C in LinProblemCode]: (p: ParamsOf<C>) => string } = {
  'lin-no-deal-in-file': () => 'no deal (md|…|) in the file',
  'lin-no-deal-on-board': () => 'the board has no deal (md|…|)',
  'lin-before-deal': () => 'comes before the deal (md|…|) of its board',
  'lin-call-after-play': () => 'a call after the play has begun',
  'lin-explanation-before-call': () => 'an explanation before any call',
  'lin-card-after-claim': (p) => `a card after the claim (${p.claim})`,
  'lin-claim-not-tricks': (p) => `'${p.value}' is not a number of tricks from 0 to 13`,
  'lin-second-claim': (p) => `a second claim (the first: ${p.first})`,
  'lin-undo-not-count': (p) => `'${p.value}' is not a number of actions to undo`,
  'lin-undo-too-many': (p) => `an undo of ${p.count} actions, but the board has only ${p.made} to take back`,
  'lin-call-after-auction': () => 'a call after the auction has ended',
  'lin-engine-refused': (p) => `the rules engine refuses it: ${p.message}`,
  'lin-irregular-call': (p) => `an irregular call by ${p.seat}: ${p.irregularity.replaceAll('-', ' ')} (Law ${p.law})`,
  'lin-auction-unfinished': () => 'the auction stops before it ends: no result',
  'lin-play-before-auction-end': () => 'play before the auction has ended',
  'lin-play-after-pass-out': () => 'the board was passed out: there is no play',
  'lin-card-played-twice': (p) => `${p.card} was already played (token ${p.earlier})`,
  'lin-card-after-last-trick': () => 'a card after the thirteenth trick',
  'lin-card-out-of-turn': (p) => `${p.card} is held by ${p.holder}, but ${p.turn} is to play`,
  'lin-revoke': (p) =>
    `revoke: ${p.offender} played ${p.card} in trick ${p.trick} holding ${p.legal} (Law 61; recorded as played)`,
  'lin-irregular-play': (p) => `an irregular play by ${p.seat} needs the director's ruling`,
  'lin-play-unfinished': () => 'the play stops before the thirteenth trick without a claim: no result',
  'lin-header-result-differs': (p) => `the header (rs) records ${p.header}, the replay gives ${p.replay}`,
  'lin-claim-after-play-differs': (p) =>
    `a claim of ${p.claimed} tricks after the play, but declarer's side won ${p.won}`,
  'lin-claim-below-won': (p) => `a claim of ${p.claimed} tricks, but declarer's side has already won ${p.won}`,
  'lin-claim-beyond-remaining': (p) =>
    `a claim of ${p.claimed} tricks: declarer's side has won ${p.won} and only ${p.remaining} remain`,
};

/** The problem in English (the CLI's words and the ImportError's message). */
export function linProblemText(problem: LinProblem): string {
  return (TEXT[problem.code] as (p: LinProblem['params']) => string)(problem.params);
}

/** A problem that stops the import: an ImportError at the place, carrying the code and parameters. */
export function linImportError(place: ImportErrorPlace, problem: LinProblem): ImportError {
  return new ImportError(place, linProblemText(problem), problem);
}
