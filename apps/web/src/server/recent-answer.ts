// An answer kept for a while: the database's list of clubs is asked for on every request for a
// club not open yet (an unknown host among them), so a burst of such requests asks once.
export function recentAnswer<T>(ask: () => Promise<T>, keepMs: number, now: () => number = Date.now): () => Promise<T> {
  let kept: { readonly at: number; readonly answer: Promise<T> } | undefined;
  return () => {
    if (kept && now() - kept.at < keepMs) return kept.answer;
    const answer = ask();
    const entry = { at: now(), answer };
    kept = entry;
    // A failed answer is not kept: the next request asks again.
    answer.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return answer;
  };
}
