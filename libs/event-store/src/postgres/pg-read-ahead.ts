// iterateAll's pages on PostgreSQL, read one ahead: as soon as a full page's rows arrive, the next
// page is asked for (on another pooled connection), so the server reads it while this one is
// consumed, instead of idling between pages. Positions have no gaps and commit in
// order, so a full page read early is the very page a later statement would return; a short one
// (the head reached) is dropped and read again when asked for, to reach appends made meanwhile.
import type { RecordedEvent } from '@club/events';
import type { ReadPage } from '../log/iterate-pages';

/**
 * The pages of one scan. `limit` (negative: none) stops reading ahead once that many events were
 * read, so a bounded scan asks for no page past its end.
 */
export function readingAhead(readPage: ReadPage, limit: number): ReadPage {
  let ahead: { from: number; size: number; page: Promise<readonly RecordedEvent[]> } | undefined;
  let read = 0;
  return async (from, size) => {
    const early = ahead?.from === from && ahead.size === size ? ahead.page : undefined;
    ahead = undefined;
    let page = early ? await early : await readPage(from, size);
    if (early && page.length < size) page = await readPage(from, size);
    read += page.length;
    if (page.length === size && (limit < 0 || read < limit)) {
      const next = page[size - 1]!.position + 1;
      const pending = readPage(next, size);
      // Awaited by the next call; a scan stopped before it drops the page (and its error).
      pending.catch(() => undefined);
      ahead = { from: next, size, page: pending };
    }
    return page;
  };
}
