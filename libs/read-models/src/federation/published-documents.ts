// A projection's documents published for the federation as derived documents. The federation's
// views read the clubs' rows in PostgreSQL, where only derived documents are kept current while
// the clubs play (each process folds its projections in its own working copy; a job's documents
// go through the club's job ledger to PostgreSQL). So the documents the views need (the members
// with their federation ids, the sessions' publication) are copied by a job per document: the
// derived document has the projection's name as its kind and the document's key and content.
import type { DerivedJobKind } from '../framework/derived-job';
import type { AnyDocumentProjection } from '../framework/document-projection';

// Job subjects are letters, digits, '_', '.' and '-' (no ':', a queue's separator); a document key
// is any text: every other character, and '-' itself, as '-' and four hex digits.
export const subjectOfKey = (key: string): string =>
  key.replace(/[^A-Za-z0-9_.]/g, (c) => `-${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
export const keyOfSubject = (subject: string): string =>
  subject.replace(/-([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every publish job's kind starts so: its documents are the federation's, no page of the site reads them. */
export const PUBLISH_JOB_PREFIX = 'publish-';

export function publishedDocuments(projection: AnyDocumentProjection): DerivedJobKind {
  return {
    kind: `${PUBLISH_JOB_PREFIX}${projection.name.replace(/[^A-Za-z0-9_-]/g, '-')}`,
    types: projection.types,
    results: false,
    // The event's global position as the version: events of several streams touch one document,
    // and their stream positions would repeat a job id.
    triggerOf: (event) =>
      projection.keysOf(event).map((key) => ({ subject: subjectOfKey(key), version: event.position })),
    compute(job, documents) {
      const key = keyOfSubject(job.subject);
      const doc = documents.document(projection.name, key);
      return doc === undefined ? [] : [{ kind: projection.name, key, doc }];
    },
  };
}
