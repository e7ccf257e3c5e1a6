// The irregularity waiting for the director on a board, named with its law, and the rectifications
// the Laws offer for it as data from libs/bridge (the auction's ruling options, the play's lead
// out of turn, penalty card, premature play and lead options, an unestablished revoke). Each option
// lists the closed set of its choice (the offender's replacement call, a card, a suit), kept to what
// the engine accepts: every candidate is tried against the board's decider before it is offered.
import {
  ALL_BIDS,
  DOUBLE,
  PASS,
  PREMATURE_OPTIONS,
  REDOUBLE,
  SUITS,
  decideTableBoard,
  formatCall,
  leftOf,
  optionInEnglish,
  optionWords,
  parseCall,
  playOptionWords,
  penaltyCardOptions,
  rulingOptions,
  DIRECTOR_OPTION,
  type Card,
  type OptionWords,
  type Seat,
  type Suit,
  type TableBoardCommand,
  type TableBoardState,
} from '@club/bridge';
import type { ChoiceKind, PendingRectification, RectificationOption } from './director-live-board-shapes';
import { refuseSite } from './site-refusal';

/** What the director states with his own ruling: the laws he applies and the ruling in words. */
export interface DirectorsOwnRuling {
  readonly laws: readonly string[];
  readonly text: string;
}

/** The closed set of the director's own ruling: the irregular call stands or is withdrawn. */
export const SETTLE_CHOICES = ['accept', 'cancel'] as const;

/** An option as the engine describes it, with the command it becomes for one choice. */
interface Draft {
  readonly option: string;
  readonly laws: readonly string[];
  /** The engine's English, and its code and values when the option has them (a recorded play option of an unknown law has none). */
  readonly description: string;
  readonly words: OptionWords | undefined;
  readonly chooser: Seat | 'director';
  readonly choice: ChoiceKind;
  readonly candidates: readonly string[];
  readonly command: (choice: string | undefined) => TableBoardCommand;
}

/** An option's words with their English. */
const worded = (words: OptionWords) => ({ words, description: optionInEnglish(words) });

/** A lead out of turn's or a premature play's option as its event recorded it: its words read from its law, its English as recorded. */
const recordedPlayOption = (o: { readonly law: string; readonly description: string }) => ({
  words: playOptionWords(o.law),
  description: o.description,
});

const CALLS = [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS].map(formatCall);

function accepts(board: TableBoardState, command: TableBoardCommand): boolean {
  try {
    decideTableBoard(command, board);
    return true;
  } catch {
    return false;
  }
}

function auctionDrafts(
  board: TableBoardState,
): { kind: string; law: string; offender: Seat; drafts: Draft[] } | undefined {
  const pending = board.auction.pending;
  if (!pending) return undefined;
  const lho = leftOf(pending.offender);
  const drafts = rulingOptions(board.auction).map((o): Draft => {
    // The director's own ruling: the irregular call accepted (for its LHO, Law 10C) or cancelled;
    // the laws are checked by the engine, the words go with the ruling.
    if (o.option === DIRECTOR_OPTION) {
      // Law 25 stands in while the choices are tried; rectificationCommand puts the director's laws in.
      const own = {
        type: 'Rectify' as const,
        irregularityAt: pending.at,
        option: o.option,
        chosenBy: 'director' as const,
        laws: ['25'],
      };
      return {
        option: o.option,
        laws: [],
        ...worded(optionWords('director-own-ruling', {})),
        chooser: 'director',
        choice: 'settle',
        candidates: SETTLE_CHOICES,
        command: (choice) => ({
          ...own,
          rectifications: [
            choice === 'accept'
              ? { kind: 'CallAccepted', callSeq: pending.at, acceptedBy: lho }
              : { kind: 'CallCancelled', callSeqs: [pending.at] },
          ],
        }),
      };
    }
    return auctionDraft(o, pending.at);
  });
  function auctionDraft(o: ReturnType<typeof rulingOptions>[number], at: number): Draft {
    const chooser: Seat | 'director' = o.chooser === 'lho' ? lho : 'director';
    const base = { type: 'Rectify' as const, irregularityAt: at, option: o.option, chosenBy: chooser };
    return {
      option: o.option,
      laws: o.laws,
      ...worded(o.words),
      chooser,
      // Law 27C: an offender who already called again needs no replacement named.
      choice: o.replacement && !accepts(board, base) ? 'call' : 'none',
      candidates: CALLS,
      command: (choice) => (choice ? { ...base, replacement: parseCall(choice) } : base),
    };
  }
  return { kind: pending.kind, law: pending.law, offender: pending.offender, drafts };
}

function playDrafts(
  board: TableBoardState,
): { kind: string; law: string; offender: Seat | null; drafts: Draft[] } | undefined {
  const play = board.play;
  if (!play) return undefined;
  const declarer = play.declarer;
  if (play.pending) {
    const p = play.pending;
    const chooser = p.chooser === 'declarer' ? declarer : leftOf(declarer);
    return {
      kind: p.kind,
      law: p.law,
      offender: p.offender,
      drafts: p.options.map((o) => ({
        option: o.option,
        laws: [o.law],
        ...recordedPlayOption(o),
        chooser,
        choice: 'none',
        candidates: [],
        command: () => ({ type: 'RuleOnLeadOutOfTurn', option: o.option, chosenBy: chooser }),
      })),
    };
  }
  if (play.penaltyBreach) {
    const b = play.penaltyBreach;
    return {
      kind: 'penalty-card-not-played',
      law: '52',
      offender: b.seat,
      drafts: penaltyCardOptions(play).map((option) => ({
        option,
        laws: [option === 'accept' ? '52B1' : '52B2'],
        ...worded(
          optionWords(option === 'accept' ? 'penalty-card-played-card-stands' : 'penalty-card-played-instead', {
            card: b.card,
          }),
        ),
        chooser: declarer,
        choice: option === 'substitute' ? 'card' : 'none',
        candidates: option === 'substitute' ? b.expected : [],
        command: (card) => ({
          type: 'RuleOnPenaltyCard',
          option,
          chosenBy: declarer,
          ...(card ? { card: card as Card } : {}),
        }),
      })),
    };
  }
  if (play.premature) {
    const p = play.premature;
    return {
      kind: 'premature-play',
      law: '57A',
      offender: p.offender,
      drafts: PREMATURE_OPTIONS.map((o) => ({
        option: o.option,
        laws: ['57A', o.law],
        ...recordedPlayOption(o),
        chooser: declarer,
        choice: o.option === 'forbid-suit' ? 'suit' : 'none',
        candidates: o.option === 'forbid-suit' ? SUITS : [],
        command: (suit) => ({
          type: 'RuleOnPrematurePlay',
          option: o.option,
          chosenBy: declarer,
          ...(suit ? { suit: suit as Suit } : {}),
        }),
      })),
    };
  }
  const revoke = play.revokes.find((r) => r.status === 'pending');
  if (revoke) {
    return {
      kind: 'revoke',
      law: '62',
      offender: revoke.offender,
      drafts: [
        {
          option: 'correct',
          laws: ['62A', '62B'],
          ...worded(optionWords('revoke-corrected', { card: revoke.card })),
          chooser: 'director',
          choice: 'card',
          candidates: revoke.legalCards,
          command: (card) => ({ type: 'CorrectRevoke', seat: revoke.offender, substitute: card as Card }),
        },
      ],
    };
  }
  if (play.election) {
    const e = play.election;
    const modes = e.modes.map((mode): Draft => ({
      option: mode,
      laws: [e.law],
      ...worded(optionWords(mode === 'require' ? 'lead-required' : 'lead-forbidden', { target: e.target })),
      chooser: declarer,
      choice: 'suit',
      candidates: e.suits,
      command: (suit) => ({ type: 'ElectLeadRestriction', mode, ...(suit ? { suit: suit as Suit } : {}) }),
    }));
    const none: Draft = {
      option: 'none',
      laws: [e.law],
      ...worded(optionWords('lead-no-suit-named', {})),
      chooser: declarer,
      choice: 'none',
      candidates: [],
      command: () => ({ type: 'ElectLeadRestriction', mode: 'none' }),
    };
    return { kind: 'lead-election', law: e.law, offender: null, drafts: [...modes, none] };
  }
  return undefined;
}

function pendingDrafts(board: TableBoardState) {
  const auction = auctionDrafts(board);
  if (auction) return { stage: 'auction' as const, ...auction };
  const play = playDrafts(board);
  return play ? { stage: 'play' as const, ...play } : undefined;
}

/** What the director rules on now, or null when nothing waits for him. */
export function pendingRectification(board: TableBoardState | null): PendingRectification | null {
  const found = board ? pendingDrafts(board) : undefined;
  if (!board || !found) return null;
  const options = found.drafts.flatMap((d): RectificationOption[] => {
    const choices = d.choice === 'none' ? [] : [...d.candidates].filter((c) => accepts(board, d.command(c)));
    if (d.choice === 'none' ? !accepts(board, d.command(undefined)) : choices.length === 0) return [];
    return [
      {
        option: d.option,
        laws: [...d.laws],
        description: d.description,
        ...(d.words ? { words: d.words } : {}),
        chooser: d.chooser,
        choice: d.choice,
        choices,
      },
    ];
  });
  return {
    stage: found.stage,
    kind: found.kind,
    law: found.law,
    offender: found.offender,
    edition: board.edition,
    options,
  };
}

/**
 * The board's command for the rectification the director picked: the option must be one offered
 * for the pending irregularity and the choice one of its closed set; the refusal names both.
 */
export function rectificationCommand(
  board: TableBoardState | null,
  option: string,
  choice: string | undefined,
  own?: DirectorsOwnRuling,
): TableBoardCommand {
  const found = board ? pendingDrafts(board) : undefined;
  if (!board || !found)
    refuseSite('no-irregularity-pending', 'option: no irregularity waits for a rectification on this board');
  const pending = pendingRectification(board)!;
  const named = `the ${found.kind.replaceAll('-', ' ')}${found.offender ? ` by ${found.offender}` : ''} (Law ${found.law})`;
  const offered = pending.options.find((o) => o.option === option);
  if (!offered)
    refuseSite(
      'option-not-offered',
      `option: '${option}' is not offered for ${named}; the Laws offer ${pending.options.map((o) => o.option).join(', ') || 'nothing the engine can apply'}`,
    );
  if (offered.choice === 'none') return found.drafts.find((d) => d.option === option)!.command(undefined);
  if (!choice || !offered.choices.includes(choice))
    refuseSite(
      'choice-not-offered',
      `choice: option ${option} needs a ${offered.choice} from ${offered.choices.join(', ')}${choice ? `, not '${choice}'` : ''}`,
    );
  const command = found.drafts.find((d) => d.option === option)!.command(choice);
  if (option !== DIRECTOR_OPTION) return command;
  const laws = own?.laws.map((l) => l.trim()).filter(Boolean) ?? [];
  if (laws.length === 0)
    refuseSite('laws-needed', `laws: the director's own ruling on ${named} names at least one law`);
  if (!own?.text.trim()) refuseSite('text-needed', `text: the director's own ruling on ${named} is stated in words`);
  return { ...command, laws } as TableBoardCommand;
}
