// At most `running` password hashes at a time (each takes ~128 MiB and a few hundred ms of a core),
// at most `waiting` more queued behind them; past that a sign-in is refused at once rather than
// piling up memory and time: a flood of guesses cannot starve the site.

export interface HashSlotLimits {
  readonly running: number;
  readonly waiting: number;
}

export const DEFAULT_HASH_SLOTS: HashSlotLimits = { running: 2, waiting: 50 };

export interface HashSlots {
  /** Runs `work` when a slot is free; null (and `work` never runs) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T> | null;
}

export function hashSlots(limits: HashSlotLimits = DEFAULT_HASH_SLOTS): HashSlots {
  let running = 0;
  const queue: (() => void)[] = [];
  // A finished hash hands its slot straight to the next in the queue, so none can slip in between.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    run(work) {
      let slot: Promise<void>;
      if (running < limits.running) {
        running++;
        slot = Promise.resolve();
      } else if (queue.length < limits.waiting) {
        slot = new Promise<void>((turn) => queue.push(turn));
      } else {
        return null;
      }
      return slot.then(work).finally(release);
    },
  };
}
