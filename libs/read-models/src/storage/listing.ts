// Listing the stored documents, for readers that show many of them (sessions, appeals, leagues):
// by projection and key prefix, and derived documents by kind. Rows come in key order.
import type { RunnerContext } from './context';
import type { DerivedRow } from './statements';

export interface ListedDocument<Doc> {
  readonly key: string;
  readonly doc: Doc;
}

export interface StoredDerived {
  readonly doc: unknown;
  readonly jobId: string;
  readonly sourceStream: string;
  readonly sourceVersion: number;
  readonly sourcePosition: number;
  readonly computedAt: string;
}

export interface ListedDerived<Doc> extends StoredDerived {
  readonly key: string;
  readonly doc: Doc;
}

export interface DocumentListing {
  /** A projection's documents whose key starts with `prefix` (default: all), in key order. */
  documents<Doc = unknown>(projection: string, prefix?: string): ListedDocument<Doc>[];
  /** Only the keys of those documents. */
  keys(projection: string, prefix?: string): string[];
  /** The derived documents of a kind, in key order. */
  derivedDocuments<Doc = unknown>(kind: string): ListedDerived<Doc>[];
  /** The newest source position any derived document was computed from (0 when none): it grows when a job publishes. */
  derivedHead(): number;
}

export function storedDerived(row: DerivedRow): StoredDerived & { readonly key: string } {
  const { key, doc, jobId, sourceStream, sourceVersion, sourcePosition, computedAt } = row;
  return { key, doc: JSON.parse(doc), jobId, sourceStream, sourceVersion, sourcePosition, computedAt };
}

export function documentListing(context: RunnerContext): DocumentListing {
  const st = context.statements;
  return {
    documents: <Doc>(projection: string, prefix = '') =>
      st.documentsWithPrefix
        .all({ projection, prefix })
        .map((row) => ({ key: row.key, doc: JSON.parse(row.doc) as Doc })),
    keys: (projection, prefix = '') => st.keysWithPrefix.all({ projection, prefix }),
    derivedDocuments: <Doc>(kind: string) =>
      st.derivedOfKind.all(kind).map((row) => storedDerived(row) as ListedDerived<Doc>),
    derivedHead: () => st.derivedHead.get() ?? 0,
  };
}
