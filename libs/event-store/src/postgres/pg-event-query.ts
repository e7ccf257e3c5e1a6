// A statement whose rows become RecordedEvents as they arrive: each DataRow's text fields are
// decoded straight into an event, not first into the driver's row array of parsed values (and
// its 'row' event) that would only be garbage a moment later. A scan spent about a fifth of its
// time on those. The statement is node-postgres' own Query; only what it does with a row changes.
import pg from 'pg';
import type { RecordedEvent } from '@club/events';
import type { PgEventFields } from './pg-reads';

/** A query's callback, as node-postgres calls it: an error, or none once the rows are all in. */
type Done = (error: Error | undefined) => void;

class EventQuery extends pg.Query {
  readonly events: RecordedEvent[] = [];
  /** A row that could not be decoded: the statement still runs to its end, then fails with this. */
  failure: unknown;

  constructor(
    text: string,
    values: readonly unknown[],
    private readonly decode: (fields: PgEventFields) => RecordedEvent,
    done: Done,
  ) {
    super({ text, values: [...values] }, done as never);
  }

  /** Called by the client for each row (text format: a string per non-null column). */
  handleDataRow(message: { fields: PgEventFields }): void {
    if (this.failure !== undefined) return;
    try {
      this.events.push(this.decode(message.fields));
    } catch (error) {
      this.failure = error;
    }
  }
}

/** The events of one statement on a client (its transaction, if any). */
export function queryEvents(
  client: pg.ClientBase,
  text: string,
  values: readonly unknown[],
  decode: (fields: PgEventFields) => RecordedEvent,
): Promise<RecordedEvent[]> {
  return new Promise((resolve, reject) => {
    const query: EventQuery = new EventQuery(text, values, decode, (error) => {
      if (error) reject(error);
      else if (query.failure !== undefined) reject(query.failure as Error);
      else resolve(query.events);
    });
    void client.query(query);
  });
}

/** The events of one statement on a connection of the pool, given back when it ends. */
export async function poolEvents(
  pool: pg.Pool,
  text: string,
  values: readonly unknown[],
  decode: (fields: PgEventFields) => RecordedEvent,
): Promise<RecordedEvent[]> {
  const client = await pool.connect();
  try {
    const events = await queryEvents(client, text, values, decode);
    client.release();
    return events;
  } catch (error) {
    // As pool.query does: a connection whose statement failed is not reused.
    client.release(error as Error);
    throw error;
  }
}
