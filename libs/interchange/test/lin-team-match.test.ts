// A two-room LIN match (vugraph header naming both teams, open and closed room) read as a teams match:
// two teams, each room a table with the teams' directions crossed, the results to compare room against room.
import { describe, expect, test } from 'vitest';
import { importLin, importResults, parseLinMatchHeader } from '../src';
import { PLAY_TWO_TRICKS, TEAM_MATCH, TEAM_MATCH_SEGMENT, VUGRAPH, single } from '@club/testing';

describe('the vugraph header', () => {
  test('event, segment, scoring, the two teams and what they carry over', () => {
    expect(parseLinMatchHeader('Autumn Teams,Final,I,1,12,Aces,3,Kings,0')).toEqual({
      event: 'Autumn Teams',
      segment: 'Final',
      scoring: 'I',
      teams: { home: 'Aces', away: 'Kings' },
      carriedOver: { home: 3, away: 0 },
    });
  });
  test('a header naming no second team (or the same one twice) names no match', () => {
    expect(parseLinMatchHeader('Club Pairs,,P').teams).toBeNull();
    expect(parseLinMatchHeader('X,1,I,1,2,Aces,0,Aces,0').teams).toBeNull();
  });
});

describe('a two-room match is a teams match', () => {
  const session = importResults(TEAM_MATCH, 'final.lin');

  test('the event with its segment, scored as teams; the teams with the players who sat for them', () => {
    expect(session.event).toMatchObject({ name: 'Autumn Teams, Final', method: 'TEAMS', scoring: 'I' });
    // Aces: North-South in the open room (Ned, Sam), East-West in the closed (Eve, Walt); Kings the other way.
    expect(session.participants.map((p) => [p.id, p.kind, p.names])).toEqual([
      ['Aces', 'team', ['Ned', 'Sam', 'Eve', 'Walt']],
      ['Kings', 'team', ['Edith', 'Wendy', 'Nick', 'Sue']],
    ]);
    expect(session.matches.map((m) => [m.home, m.away, m.round])).toEqual([['Aces', 'Kings', 1]]);
  });

  test('each room a table, the teams crossed: 3NT+4 (+520) open, 6NT+1 (+1020) closed; board 2 passed out twice', () => {
    expect(session.boards.map((b) => b.results.map((r) => [r.table, r.ns, r.ew, r.scoreNS]))).toEqual([
      [
        [1, 'Aces', 'Kings', 520],
        [2, 'Kings', 'Aces', 1020],
      ],
      [
        [1, 'Aces', 'Kings', 0],
        [2, 'Kings', 'Aces', 0],
      ],
    ]);
  });

  test("the closed room's undone 7NT is not in its auction; its alert and explanation are", () => {
    const closed = importLin(TEAM_MATCH, 'final.lin').boards[1]!;
    expect(
      closed.calls.map((c) => [c.seat, c.call.kind === 'Bid' ? `${c.call.level}${c.call.strain}` : c.call.kind]),
    ).toEqual([
      ['N', '1C'],
      ['E', 'Pass'],
      ['S', '2D'],
      ['W', 'Pass'],
      ['N', '6NT'],
      ['E', 'Pass'],
      ['S', 'Pass'],
      ['W', 'Pass'],
    ]);
    expect(closed.calls[2]).toMatchObject({ alert: true, explanation: '0-7 HCP' });
    // The engine's commands carry each alert with its call, so a recorded board keeps them.
    expect(closed.replay.commands.slice(0, 3)).toEqual([
      { type: 'MakeCall', seat: 'N', call: { kind: 'Bid', level: 1, strain: 'C' }, alert: { explanation: 'strong' } },
      { type: 'MakeCall', seat: 'E', call: { kind: 'Pass' } },
      { type: 'MakeCall', seat: 'S', call: { kind: 'Bid', level: 2, strain: 'D' }, alert: { explanation: '0-7 HCP' } },
    ]);
    expect(closed.replay.irregularities).toEqual([]);
  });

  test('a team keeps every player who sat for it, substitutes included; the carry-over goes with the match', () => {
    const segment = importResults(TEAM_MATCH_SEGMENT, 'segment2.lin');
    // Board 1 as above; board 2: Aces' Nora (N) and Sid (S) in the open room, Ella (E) and Will (W) in the closed.
    expect(segment.participants.map((p) => [p.id, p.names])).toEqual([
      ['Aces', ['Ned', 'Sam', 'Eve', 'Walt', 'Nora', 'Sid', 'Ella', 'Will']],
      ['Kings', ['Edith', 'Wendy', 'Nick', 'Sue']],
    ]);
    expect(segment.matches[0]!.carriedOver).toEqual({ home: 5, away: 2 });
    expect(session.matches[0]!.carriedOver).toBeUndefined();
  });

  test('a match file with one room only, or no teams in its header, stays a pairs session of cross-IMPs', () => {
    const oneRoom = `vg|Club Teams,Round 1,I,1,1,Home,0,Away,0|qx|o1|${single(PLAY_TWO_TRICKS)}`;
    expect(importResults(oneRoom, 'open.lin').event.method).toBe('IMP-CROSS');
    expect(importResults(VUGRAPH.replace('Home,0,Away,0', ''), 'pairs.lin').event.method).toBe('IMP-CROSS');
  });
});
