// The director's derived facts (round times, the session's close, director calls not yet ruled on)
// come from the `bridge.director-session` projection, brought up to date after his commands'
// appends; a read never catches the read models up itself. Real SQLite file, real deciders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionDecider, sessionStreamId } from '@club/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { directorCommands } from '../../src/site/director-commands';
import { directorControl } from '../../src/site/director-control';
import { directorReader } from '../../src/site/director-reader';

const dir = mkdtempSync(join(tmpdir(), 'director-projection-'));
let club: Club;
const by = { memberId: 'td' };
let minute = 0;
const now = () => new Date(Date.parse('2026-03-02T19:00:00Z') + minute * 60_000);

beforeAll(async () => {
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  await directorCommands(club, { now }).openSession(
    {
      sessionId: 'rounds',
      name: 'Rounds',
      startsAt: '2026-03-02T18:00:00Z',
      sections: ['A'],
      movement: { kind: 'howell', tables: 2, boardsPerRound: 1 },
      scoring: 'MP',
      lawsEdition: '2007',
      entrants: [
        { players: ['a1', 'a2'] },
        { players: ['b1', 'b2'] },
        { players: ['c1', 'c2'] },
        { players: ['d1', 'd2'] },
      ],
      correctionPeriodMinutes: 30,
      appealPeriodMinutes: 30,
    },
    by,
  );
});
afterAll(async () => {
  await club.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the director's derived facts come from a projection", () => {
  it('keeps round times and open director calls in the bridge.director-session document', async () => {
    const control = directorControl(club, { now });
    await control.startRound({ sessionId: 'rounds', round: 1 }, by);
    minute = 20;
    await control.endRound({ sessionId: 'rounds', round: 1 }, by);
    const slot = directorReader(club)
      .directorSession('rounds')!
      .slots.find((s) => s.round === 1)!;
    await directorCommands(club, { now }).callDirector(
      {
        sessionId: 'rounds',
        section: 'A',
        table: slot.table,
        board: slot.board,
        calledBy: 'N',
        stage: 'play',
        irregularity: 'revoke',
      },
      by,
    );

    const stored = club.runner.document<{
      roundTimes: unknown[];
      calls: Record<string, { called: number; ruled: number }>;
    }>('bridge.director-session', 'rounds');
    expect(stored?.roundTimes).toEqual([
      { round: 1, startedAt: '2026-03-02T19:00:00.000Z', endedAt: '2026-03-02T19:20:00.000Z' },
    ]);
    expect(Object.values(stored?.calls ?? {})).toEqual([{ called: 1, ruled: 0 }]);
    const reader = directorReader(club);
    expect(reader.directorSession('rounds')).toMatchObject({
      currentRound: null,
      nextRound: 2,
      roundTimes: stored!.roundTimes,
      closedAt: null,
    });
    expect(reader.directorDesk('rounds')?.openDirectorCalls).toBe(1);
  });

  it('reads without catching the read models up (that happens after appends)', async () => {
    // An append outside the director's commands: the runner catches up on its own turn, not in the read.
    minute = 25;
    await executeBridge(club, sessionStreamId('rounds'), sessionDecider, {
      type: 'StartRound',
      round: 2,
      at: now().toISOString(),
    });
    const before = club.runner.checkpoints();
    const reader = directorReader(club);
    reader.directorSession('rounds');
    reader.directorDesk('rounds');
    expect(club.runner.checkpoints()).toEqual(before);
  });

  it('is rebuilt from the log equal to the stored documents (club verify)', () => {
    club.runner.catchUp();
    const report = club.runner.verify();
    expect(report.projections.find((p) => p.name === 'bridge.director-session')).toMatchObject({
      documents: 1,
      differences: 0,
    });
    expect(
      club.runner.document<{ currentRound: number | null }>('bridge.director-session', 'rounds')?.currentRound,
    ).toBe(2);
  });
});
