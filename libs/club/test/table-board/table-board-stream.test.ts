// Given/when/then for the table-board stream: the bridge engine's events wrapped as they are, the
// recorded result (Law 77 scores checked by hand), the 79A agreement and result-only entry.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { parseClubTableBoardCommand, tableBoardStreamDecider } from '../../src';
import { auction, sevenSpadesPlay } from '../support/bridge-table';
import { OPEN_AT, openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(tableBoardStreamDecider);
const opened = run([openBoard()]);
const SEVEN_SPADES = { level: 7, strain: 'S', doubling: '' } as const;

describe('opening a board', () => {
  it('records the board with its stored markings and hand record', () => {
    expect(opened).toEqual([
      {
        type: 'TableBoardOpened',
        schemaVersion: 1,
        sessionId: 'mon1',
        section: 'A',
        table: 1,
        round: 1,
        board: 1,
        ns: '1NS',
        ew: '1EW',
        dealer: 'N',
        vulnerability: 'None',
        deal: openBoard().deal,
        edition: '2007',
        at: OPEN_AT,
      },
    ]);
  });
  it('refuses anything before the board is open, and an impossible hand record', () => {
    spec
      .given([])
      .when({ type: 'MakeCall', seat: 'N', call: { type: 'pass' } as never })
      .thenThrows('board-not-open');
    spec
      .given([])
      .when(openBoard({ deal: 'N:AKQ.AKQ.AKQ.AKQA' }))
      .thenThrows('bad-deal');
    spec.given(opened).when(openBoard()).thenThrows('board-open');
  });
});

describe('a board played call by call and card by card', () => {
  it("keeps the engine's events and records 7S= by North, not vulnerable: 210 + 300 + 1000 = NS +1510", () => {
    const events = run([...auction('N', '7S P P P'), ...sevenSpadesPlay()], opened);
    const calls = events.filter((e) => e.type === 'CallMade');
    const cards = events.filter((e) => e.type === 'CardPlayed' || e.type === 'OpeningLeadFaced');
    expect(calls).toHaveLength(4);
    expect(cards.length).toBeGreaterThanOrEqual(52);
    const recorded = events.filter((e) => e.type === 'TableResultRecorded');
    expect(recorded).toEqual([
      {
        type: 'TableResultRecorded',
        schemaVersion: 1,
        result: { contract: SEVEN_SPADES, declarer: 'N', tricks: 13, nsScore: 1510 },
        source: 'play',
      },
    ]);
    expect(events.at(-1)!.type).toBe('TableResultRecorded');
  });

  it('records a claim once both defenders agree: North claims the last 12 tricks after trick 1, 7S= +1510 from the claim', () => {
    const events = run(
      [
        ...auction('N', '7S P P P'),
        ...sevenSpadesPlay().slice(0, 4),
        { type: 'MakeClaim', seat: 'N', tricks: 12, statement: 'all trumps' },
        { type: 'AcquiesceClaim', seat: 'E' },
      ],
      opened,
    );
    expect(events.some((e) => e.type === 'TableResultRecorded')).toBe(false);
    const agreed = run([{ type: 'AcquiesceClaim', seat: 'W' }], events).slice(events.length);
    expect(agreed.map((e) => e.type)).toContain('ClaimAcquiesced');
    expect(agreed.at(-1)).toEqual({
      type: 'TableResultRecorded',
      schemaVersion: 1,
      result: { contract: SEVEN_SPADES, declarer: 'N', tricks: 13, nsScore: 1510 },
      source: 'claim',
    });
  });

  it('records the 79A agreement: agreeing 12 tricks scores 7S-1, NS -50', () => {
    const played = run([...auction('N', '7S P P P'), ...sevenSpadesPlay()], opened);
    spec
      .given(played)
      .when({ type: 'AgreeTricks', tricks: 12, at: OPEN_AT })
      .then([
        {
          type: 'TricksAgreed',
          schemaVersion: 1,
          tricks: 12,
          result: { contract: SEVEN_SPADES, declarer: 'N', tricks: 12, nsScore: -50 },
          at: OPEN_AT,
        },
      ]);
    const agreed = run([{ type: 'AgreeTricks', tricks: 13, at: OPEN_AT }], played);
    spec.given(agreed).when({ type: 'AgreeTricks', tricks: 13, at: OPEN_AT }).thenThrows('tricks-agreed');
  });

  it('refuses an agreement before the play is over, and a passed-out board has none', () => {
    spec
      .given(run(auction('N', '7S P P P'), opened))
      .when({ type: 'AgreeTricks', tricks: 13, at: OPEN_AT })
      .thenThrows('board-not-finished');
    const passed = run(auction('N', 'P P P P'), opened);
    expect(passed.at(-1)).toEqual({
      type: 'TableResultRecorded',
      schemaVersion: 1,
      result: { contract: 'Pass', declarer: null, tricks: null, nsScore: 0 },
      source: 'passed-out',
    });
    spec.given(passed).when({ type: 'AgreeTricks', tricks: 0, at: OPEN_AT }).thenThrows('passed-out');
  });

  it('lets the engine refuse impossible data: a card North does not hold', () => {
    spec
      .given(run(auction('N', '7S P P P'), opened))
      .when({ type: 'PlayCard', seat: 'E', card: 'SA' })
      .thenThrows('card-not-held');
  });
});

describe('result-only entry (table scorer)', () => {
  const noDeal = run([openBoard({ deal: null, board: 2, dealer: 'E', vulnerability: 'NS' })]);
  it('records 4S by West making 10, NS vulnerable: EW +420 (NS -420)', () => {
    spec
      .given(noDeal)
      .when({ type: 'EnterResult', contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'W', tricks: 10 })
      .then([
        {
          type: 'TableResultEntered',
          schemaVersion: 1,
          contract: { level: 4, strain: 'S', doubling: '' },
          declarer: 'W',
          tricks: 10,
          lead: null,
        },
        {
          type: 'TableResultRecorded',
          schemaVersion: 1,
          result: { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'W', tricks: 10, nsScore: -420 },
          source: 'entered',
        },
      ]);
  });
  it("carries the opening lead: 4S= by North with East's ♥K led, on the board's hand record", () => {
    const fourSpades = {
      type: 'EnterResult',
      contract: { level: 4, strain: 'S', doubling: '' },
      declarer: 'N',
      tricks: 10,
    } as const;
    spec
      .given(opened)
      .when({ ...fourSpades, lead: 'HK' })
      .then([
        {
          type: 'TableResultEntered',
          schemaVersion: 1,
          contract: fourSpades.contract,
          declarer: 'N',
          tricks: 10,
          lead: 'HK',
        },
        {
          type: 'TableResultRecorded',
          schemaVersion: 1,
          result: { contract: fourSpades.contract, declarer: 'N', tricks: 10, nsScore: 420 },
          source: 'entered',
        },
      ]);
  });
  it("refuses a lead the opening leader (declarer's left) does not hold, naming the card and the player; a passed-out board has no lead", () => {
    const fourSpades = {
      type: 'EnterResult',
      contract: { level: 4, strain: 'S', doubling: '' },
      declarer: 'N',
      tricks: 10,
    } as const;
    // ONE_SUIT_EACH: North spades, East hearts, South diamonds, West clubs.
    spec
      .given(opened)
      .when({ ...fourSpades, lead: 'DK' })
      .thenThrows(/^lead ♦K: East does not hold it/);
    spec
      .given(opened)
      .when({ ...fourSpades, declarer: 'S', lead: 'HK' })
      .thenThrows(/^lead ♥K: West does not hold it/);
    spec
      .given(opened)
      .when({ ...fourSpades, declarer: 'S', lead: 'CT' })
      .then([
        {
          type: 'TableResultEntered',
          schemaVersion: 1,
          contract: fourSpades.contract,
          declarer: 'S',
          tricks: 10,
          lead: 'CT',
        },
        {
          type: 'TableResultRecorded',
          schemaVersion: 1,
          result: { contract: fourSpades.contract, declarer: 'S', tricks: 10, nsScore: 420 },
          source: 'entered',
        },
      ]);
    spec
      .given(opened)
      .when({ type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null, lead: 'HK' })
      .thenThrows('bad-lead');
  });
  it('takes any card of the pack as the lead when the board has no hand record, and parses it from outside naming the field', () => {
    spec
      .given(noDeal)
      .when({
        type: 'EnterResult',
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'W',
        tricks: 10,
        lead: 'SA',
      })
      .then([
        {
          type: 'TableResultEntered',
          schemaVersion: 1,
          contract: { level: 4, strain: 'S', doubling: '' },
          declarer: 'W',
          tricks: 10,
          lead: 'SA',
        },
        {
          type: 'TableResultRecorded',
          schemaVersion: 1,
          result: { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'W', tricks: 10, nsScore: -420 },
          source: 'entered',
        },
      ]);
    expect(
      parseClubTableBoardCommand({ type: 'EnterResult', contract: '4S', declarer: 'W', tricks: 10, lead: 'SA' }),
    ).toMatchObject({ lead: 'SA' });
    expect(() =>
      parseClubTableBoardCommand({ type: 'EnterResult', contract: '4S', declarer: 'W', tricks: 10, lead: 'S1' }),
    ).toThrow(/field 'lead': 'S1' is not a card of the pack/);
  });
  it('refuses a second entry and an agreement on an entered result: a change is a correction', () => {
    const entered = run([{ type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null }], noDeal);
    spec
      .given(entered)
      .when({ type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null })
      .thenThrows(/CorrectResult/);
    const fourSpades = run(
      [{ type: 'EnterResult', contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'W', tricks: 10 }],
      noDeal,
    );
    spec.given(fourSpades).when({ type: 'AgreeTricks', tricks: 9, at: OPEN_AT }).thenThrows('result-entered');
  });
  it('takes a parsed director command: a correction from outside, before publication', () => {
    const entered = run([{ type: 'EnterResult', contract: 'Pass', declarer: null, tricks: null }], noDeal);
    const command = parseClubTableBoardCommand({
      type: 'CorrectResult',
      after: { contract: '2h', declarer: 'E', tricks: 8 },
      reason: 'wrong entry',
      law: '79B',
      clock: { now: OPEN_AT, publication: null },
    });
    // 2H= by East, EW not vulnerable: 60 + 50 = 110 to EW, NS -110.
    spec
      .given(entered)
      .when(command)
      .then([
        {
          type: 'ResultCorrected',
          schemaVersion: 1,
          before: { contract: 'Pass', declarer: null, tricks: null, nsScore: 0 },
          after: { contract: { level: 2, strain: 'H', doubling: '' }, declarer: 'E', tricks: 8, nsScore: -110 },
          reason: 'wrong entry',
          law: '79B',
          at: OPEN_AT,
        },
      ]);
  });
  it('parses an entry from outside, naming the field', () => {
    expect(
      parseClubTableBoardCommand({ type: 'EnterResult', contract: '3NTX', declarer: 'S', tricks: 8 }),
    ).toMatchObject({ contract: { level: 3, strain: 'NT', doubling: 'X' } });
    expect(() => parseClubTableBoardCommand({ type: 'AgreeTricks', tricks: 14, at: OPEN_AT })).toThrow(
      /AgreeTricks: field 'tricks'/,
    );
    expect(() => parseClubTableBoardCommand({ type: 'OpenTableBoard' })).toThrow(/OpenTableBoard: field 'sessionId'/);
    expect(() =>
      parseClubTableBoardCommand({
        type: 'GiveRuling',
        rulingId: 'r1',
        laws: ['twelve'],
        rulingType: 'rectification',
        text: 'x',
        at: OPEN_AT,
      }),
    ).toThrow(/GiveRuling: field 'laws.0': a law reference looks like 12C1/);
    expect(() =>
      parseClubTableBoardCommand({
        type: 'CorrectResult',
        after: { contract: '8S', declarer: 'N', tricks: 9 },
        reason: 'x',
        clock: { now: OPEN_AT, publication: null },
      }),
    ).toThrow(/CorrectResult: field 'after.contract'/);
  });
});

describe("a table's second entry of a board", () => {
  const entered = run(
    [{ type: 'EnterResult', contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N', tricks: 10 }],
    opened,
  );
  const history = [...opened, ...entered];

  it('with the same result records nothing; with another result asks the director, the result standing', () => {
    spec
      .given(history)
      .when({
        type: 'RequestResultCorrection',
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'N',
        tricks: 10,
        lead: null,
        at: OPEN_AT,
      })
      .then([]);
    spec
      .given(history)
      .when({
        type: 'RequestResultCorrection',
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'N',
        tricks: 9,
        lead: 'HQ',
        at: OPEN_AT,
      })
      .then([
        {
          type: 'ResultCorrectionRequested',
          schemaVersion: 1,
          recorded: { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N', tricks: 10, nsScore: 420 },
          requested: { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N', tricks: 9, nsScore: -50 },
          lead: 'HQ',
          at: OPEN_AT,
        },
      ]);
  });

  it('is refused before any result is recorded', () => {
    spec
      .given(opened)
      .when({
        type: 'RequestResultCorrection',
        contract: 'Pass',
        declarer: null,
        tricks: null,
        lead: null,
        at: OPEN_AT,
      })
      .thenThrows('no-result');
  });
});
