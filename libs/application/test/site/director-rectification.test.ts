// The irregularity pending on a board and the rectifications offered for it, on a real bridge
// table-board (libs/bridge's decider, a hand-made deal): a revoke not yet established (Law 62) and
// a defender's premature play (57A), with their choosers and closed choices; a pick outside them is
// refused, a pick inside becomes the board's command and the engine accepts it.
import { describe, expect, it } from 'vitest';
import { parsePbnDeal, tableBoardDecider, type Deal, type TableBoardCommand, type TableBoardState } from '@club/bridge';
import { pendingRectification, rectificationCommand } from '../../src/site/director-rectification';

// N holds the top of every suit; each other hand has three or four cards of each suit.
const DEAL = parsePbnDeal('N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432') as Deal;

function board(commands: readonly TableBoardCommand[]): TableBoardState {
  const d = tableBoardDecider({ dealer: 'N', vulnerability: 'None', deal: DEAL, edition: '2007' });
  return commands.reduce((state, c) => d.decide(c, state).reduce(d.evolve, state), d.initialState);
}

const call = (seat: 'N' | 'E' | 'S' | 'W', kind: 'Pass' | '1NT'): TableBoardCommand => ({
  type: 'MakeCall',
  seat,
  call: kind === 'Pass' ? { kind: 'Pass' } : { kind: 'Bid', level: 1, strain: 'NT' },
});
const play = (seat: 'N' | 'E' | 'S' | 'W', card: string): TableBoardCommand => ({
  type: 'PlayCard',
  seat,
  card: card as never,
});
// 1NT by North; East leads.
const AUCTION = [call('N', '1NT'), call('E', 'Pass'), call('S', 'Pass'), call('W', 'Pass')];

describe('the rectification pending on a board', () => {
  it('is none on a board played correctly', () => {
    expect(pendingRectification(board([...AUCTION, play('E', 'HJ')]))).toBeNull();
    expect(pendingRectification(null)).toBeNull();
  });

  it('names an unestablished revoke (Law 62) and offers its correction with the cards that follow suit', () => {
    // West discards a club on the heart lead while he holds hearts.
    const state = board([...AUCTION, play('E', 'HJ'), play('S', 'H5'), play('W', 'C2')]);
    const pending = pendingRectification(state)!;
    expect(pending).toEqual({
      stage: 'play',
      kind: 'revoke',
      law: '62',
      offender: 'W',
      edition: '2007',
      options: [
        {
          option: 'correct',
          laws: ['62A', '62B'],
          description: expect.stringContaining('C2 is withdrawn'),
          words: { code: 'revoke-corrected', params: { card: 'C2' } },
          chooser: 'director',
          choice: 'card',
          choices: ['H4', 'H3', 'H2'],
        },
      ],
    });
    expect(() => rectificationCommand(state, 'correct', 'D2')).toThrow(
      "choice: option correct needs a card from H4, H3, H2, not 'D2'",
    );
    expect(() => rectificationCommand(state, 'accept', undefined)).toThrow(
      "option: 'accept' is not offered for the revoke by W (Law 62); the Laws offer correct",
    );
    const command = rectificationCommand(state, 'correct', 'H2');
    expect(command).toEqual({ type: 'CorrectRevoke', seat: 'W', substitute: 'H2' });
    const after = board([...AUCTION, play('E', 'HJ'), play('S', 'H5'), play('W', 'C2'), command]);
    // The defender's withdrawn card is a major penalty card now; no revoke is left to rule on.
    expect(after.play!.penaltyCards).toEqual([expect.objectContaining({ seat: 'W', card: 'C2', grade: 'major' })]);
    expect(after.play!.revokes.filter((r) => r.status === 'pending')).toEqual([]);
  });

  it("offers declarer the 57A options after a defender's premature play, with the suits for forbid-suit", () => {
    // Trick 1 is won by North's ace; North leads a spade and West plays before his partner East.
    const state = board([
      ...AUCTION,
      play('E', 'HJ'),
      play('S', 'H5'),
      play('W', 'H4'),
      play('N', 'HA'),
      play('N', 'SA'),
      play('W', 'S2'),
    ]);
    const pending = pendingRectification(state)!;
    expect({ kind: pending.kind, law: pending.law, offender: pending.offender }).toEqual({
      kind: 'premature-play',
      law: '57A',
      offender: 'W',
    });
    expect(pending.options.map((o) => [o.option, o.chooser, o.choice, o.choices])).toEqual([
      ['highest', 'N', 'none', []],
      ['lowest', 'N', 'none', []],
      ['forbid-suit', 'N', 'suit', ['S', 'H', 'D', 'C']],
    ]);
    expect(rectificationCommand(state, 'lowest', undefined)).toEqual({
      type: 'RuleOnPrematurePlay',
      option: 'lowest',
      chosenBy: 'N',
    });
  });

  it('refuses a rectification when nothing is pending', () => {
    expect(() => rectificationCommand(board(AUCTION), '27A', undefined)).toThrow(
      'option: no irregularity waits for a rectification on this board',
    );
  });
});
