// iterateAll of either adapter: the log read page by page from a position, one event at a time,
// so a scan of the whole log never holds it; events appended meanwhile are reached when the scan
// gets there (positions have no gaps and commit in order).
import type { RecordedEvent } from '@club/events';
import { InvalidArgumentError } from '../errors/errors';
import { limitOf, READ_PAGE, startOf, type IterateAllOptions } from '../read/read';

/** Up to `size` stored events from position `from` in order (before `keep` is asked). */
export type ReadPage = (from: number, size: number) => Promise<readonly RecordedEvent[]>;

/** Options are checked at the call, not at the first next(). */
export function iteratePages(
  readPage: ReadPage,
  options: IterateAllOptions,
  keep?: (event: RecordedEvent) => boolean,
): AsyncIterableIterator<RecordedEvent> {
  const from = startOf(options.fromPosition, 'iterateAll: fromPosition');
  const limit = limitOf(options.limit, 'iterateAll');
  const pageSize = options.pageSize ?? READ_PAGE;
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new InvalidArgumentError(`iterateAll: pageSize must be a positive integer, got ${pageSize}`);
  return pages(readPage, from, options.types?.length === 0 ? 0 : limit, pageSize, keep);
}

async function* pages(
  readPage: ReadPage,
  from: number,
  limit: number,
  pageSize: number,
  keep: ((event: RecordedEvent) => boolean) | undefined,
): AsyncGenerator<RecordedEvent, void, undefined> {
  let left = limit < 0 ? Infinity : limit;
  while (left > 0) {
    const events = await readPage(from, pageSize);
    for (const event of events) {
      if (keep && !keep(event)) continue;
      yield event;
      if (--left === 0) return;
    }
    if (events.length < pageSize) return;
    from = events[events.length - 1]!.position + 1;
  }
}
