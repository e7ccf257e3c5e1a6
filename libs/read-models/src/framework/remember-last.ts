// A pure function of a string that remembers its last argument and result. The log keeps a
// stream's events together (a board's calls and cards follow each other), so a projection's keys
// and a stream id's parse repeat event after event: computed once per run of a stream, and the
// same key string each time, whose hash the maps of a replay have already computed.

export function rememberLast<R>(compute: (arg: string) => R): (arg: string) => R {
  let lastArg: string | undefined;
  let lastResult: R;
  return (arg) => {
    if (arg !== lastArg) {
      lastResult = compute(arg);
      lastArg = arg;
    }
    return lastResult;
  };
}
