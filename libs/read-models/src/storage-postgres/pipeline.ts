// Statements of one transaction sent on a connection in pipeline mode (the driver's `pipeline`
// option): each is written to the server at once, without waiting for the one before, so the
// server works through them while the client makes the next ones. They run in order, so once one
// fails the transaction is aborted and every later one fails too, COMMIT included: nothing is half
// written. `settle` waits for all of them and throws the first error.
import type pg from 'pg';

export interface Pipeline {
  send(text: string, values?: readonly unknown[]): void;
  /** Lets the connection write what is buffered (the event loop turns once). */
  flush(): Promise<void>;
  settle(): Promise<void>;
}

export function pipeline(client: pg.ClientBase): Pipeline {
  const sent: Array<Promise<unknown>> = [];
  return {
    send(text, values) {
      const statement = client.query(text, values as unknown[] | undefined);
      // Awaited in settle; until then a failure must not count as unhandled.
      statement.catch(() => undefined);
      sent.push(statement);
    },
    flush: () => new Promise((resolve) => setImmediate(resolve)),
    async settle() {
      let first: { error: unknown } | undefined;
      for (const statement of sent.splice(0)) {
        try {
          await statement;
        } catch (error) {
          first ??= { error };
        }
      }
      if (first) throw first.error;
    },
  };
}
