// One operation at a time on a connection that cannot interleave them: the SQLite adapter's batch
// transaction spans awaits (an async projection), and another call must not land inside it.
export type Serial = <T>(operation: () => T | Promise<T>) => Promise<T>;

export function serial(): Serial {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(operation: () => T | Promise<T>) => {
    const result = tail.then(operation);
    tail = result.catch(() => undefined);
    return result;
  };
}
