/**
 * Group commit for calls that each cost a few database round trips: a call that arrives while the
 * database is busy with earlier ones waits for a free slot and is then run together with every other call
 * that waited, in one batch. A quiet shop runs each call at once, alone; a busy one pays the round trips
 * once per batch instead of once per call. On this kind of machine a round trip (a socket write that
 * wakes another process) costs more than the work it carries, so this is what keeps latency flat under load.
 */
export type BatchOptions = {
  /** Batches running at once; more use more database connections in parallel. */
  maxInFlight: number;
  /** The most calls one batch takes; the rest wait for the next. */
  maxBatch: number;
};

/**
 * Runs a batch: one outcome per item, in the items' order. An outcome that is an Error rejects that
 * item's call alone; a thrown error rejects every call of the batch.
 */
export type RunBatch<In, Out> = (items: In[]) => Promise<(Out | Error)[]>;

/**
 * Callers of a finished batch resumed before the event loop gets a turn. An HTTP caller writes its answer
 * when it resumes (about 0.1 ms each here); fifty in a row kept the next batch's database answers waiting.
 * Four at a time measured best in the cart bench (one at a time made the last callers wait too long).
 */
export const CALLERS_PER_TURN = 4;

type Waiting<In, Out> = { item: In; resolve: (value: Out) => void; reject: (error: unknown) => void };

export function createBatcher<In, Out>(run: RunBatch<In, Out>, options: BatchOptions): (item: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let inFlight = 0;

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight += 1;
      void runBatch(batch);
    }
  }

  async function runBatch(batch: Waiting<In, Out>[]) {
    let outcomes: (Out | Error)[] | undefined;
    let failure: unknown;
    try {
      outcomes = await run(batch.map((w) => w.item));
    } catch (error) {
      failure = error;
    }
    // The next batch starts before this one's callers resume, and they resume a few at a time, with the
    // event loop free in between: the next batch's statements are sent and its answers read while these
    // callers' answers are written, instead of waiting until all of them are.
    inFlight -= 1;
    pump();
    for (let i = 0; i < batch.length; i++) {
      if (i > 0 && i % CALLERS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      const waiting = batch[i]!;
      if (outcomes === undefined) waiting.reject(failure);
      else if (i >= outcomes.length) waiting.reject(new Error(`the batch answered ${outcomes.length} outcomes for ${batch.length} items`));
      else if (outcomes[i] instanceof Error) waiting.reject(outcomes[i]);
      else waiting.resolve(outcomes[i] as Out);
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
