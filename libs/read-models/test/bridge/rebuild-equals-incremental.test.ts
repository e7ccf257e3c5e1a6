// Every bridge projection rebuilt from the whole log (each document folded from its own events
// alone) equals the one built event by event through storage (JSON written and read back after
// every event, ../ulti/fold.ts), at every point of the log; and the derived results are equal.
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import type { AnyDocumentProjection } from '../../src';
import { BRIDGE_JOB_KINDS, BRIDGE_PROJECTIONS, sessionWrites } from '../../src';
import { incremental } from '../ulti/fold';
import { mitchellLog } from './mitchell-session';

function rebuild(projection: AnyDocumentProjection, events: readonly RecordedEvent[]): Map<string, unknown> {
  const byKey = new Map<string, RecordedEvent[]>();
  for (const e of events) {
    if (!projection.types.includes(e.type)) continue;
    for (const key of projection.keysOf(e)) byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  return new Map(
    [...byKey].map(([key, list]) => [key, list.reduce((doc, e) => projection.evolve(doc, e), projection.initial(key))]),
  );
}

const reader = (docs: Map<string, Map<string, unknown>>) => ({
  document: <D>(p: string, k: string) => docs.get(p)?.get(k) as D | undefined,
});

describe('rebuild equals incremental', () => {
  const { log } = mitchellLog();
  it('for every projection, at every tenth event and at the end', () => {
    for (let n = 10; n <= log.events.length + 9; n += 10) {
      const prefix = log.events.slice(0, Math.min(n, log.events.length));
      for (const p of BRIDGE_PROJECTIONS) expect(incremental(p, prefix)).toEqual(rebuild(p, prefix));
    }
  });
  it('and the results job writes the same documents from either', () => {
    const all = (fold: typeof rebuild) => new Map(BRIDGE_PROJECTIONS.map((p) => [p.name, fold(p, log.events)]));
    expect(sessionWrites(reader(all(incremental)), 'mon1')).toEqual(sessionWrites(reader(all(rebuild)), 'mon1'));
  });
  it("the results job is triggered per session with the global position as its version; a claim's RoundEnded on a table-board stream is not a session event", () => {
    const [results] = BRIDGE_JOB_KINDS;
    const published = log.events.find((e) => e.type === 'OfficialScoreMadeAvailable')!;
    expect(results.triggerOf(published, { document: () => undefined })).toEqual({
      subject: 'mon1',
      version: published.position,
    });
    const claimRoundEnd = { ...published, type: 'RoundEnded', streamId: 'tableboard-mon1-A-1-1' };
    expect(BRIDGE_PROJECTIONS[0].keysOf(claimRoundEnd)).toEqual([]);
  });
});
