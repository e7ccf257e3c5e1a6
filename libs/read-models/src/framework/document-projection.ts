// A projection is a pure keyed fold: each event touches some documents (keysOf), each document
// starts from initial(key) and is folded with evolve. The runner stores the documents; the
// projection itself knows nothing about storage, so it can be replayed in memory (rebuild, verify).
import type { RecordedEvent } from '@club/events';

export interface DocumentProjection<Doc> {
  /** Stable: names the checkpoint and the stored rows (e.g. 'bridge.session'). */
  readonly name: string;
  /** Bump when the fold changes: the runner then rebuilds the projection from the whole log. */
  readonly version: number;
  /** Only events of these types reach keysOf/evolve. */
  readonly types: readonly string[];
  /** Which documents the event touches (none: an empty array). */
  keysOf(event: RecordedEvent): readonly string[];
  initial(key: string): Doc;
  /** Pure: returns the new document (plain JSON), never mutates `doc`. */
  evolve(doc: Doc, event: RecordedEvent): Doc;
  /**
   * Optional, pure: the document after several of its events in log order, exactly what folding
   * `evolve` over them gives. A projection whose documents grow by appending (a timeline)
   * implements it to copy its arrays once per run of events instead of once per event (a whole
   * board folded event by event copies its timeline once per card: quadratic). Replays (rebuild,
   * verify) and the catch-up batch fold each document's events in runs through it.
   */
  evolveAll?(doc: Doc, events: readonly RecordedEvent[]): Doc;
}

/** A projection of any document type, as registries list them. */
export type AnyDocumentProjection = DocumentProjection<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Reads documents by projection name and key (stored ones, or a replay's in-memory ones). */
export interface DocumentReader {
  document<Doc = unknown>(projection: string, key: string): Doc | undefined;
  /**
   * Optional: a reader whose documents do not change while it is used (a replay's derive pass)
   * keeps values computed from them, so that job kinds reading the same thing compute it once
   * (a session's results feed its results job and its league's job): the value first computed
   * under `id`. Readers without it (stored documents, which change between jobs) recompute.
   */
  remember?<T>(id: string, compute: () => T): T;
}

/** `compute()`, kept by the reader when it can keep it (see DocumentReader.remember). */
export function rememberedBy<T>(documents: DocumentReader, id: string, compute: () => T): T {
  return documents.remember ? documents.remember(id, compute) : compute();
}
