import { describe, expect, it } from "vitest";
import { CALLERS_PER_TURN, createBatcher } from "./batching.ts";

/** A batch runner whose batches finish only when the test says so, recording what each one got. */
function controlledRunner() {
  const batches: { items: number[]; finish: (outcomes?: (string | Error)[]) => void; fail: (error: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<(string | Error)[]>((resolve, reject) => {
      batches.push({ items, finish: (outcomes) => resolve(outcomes ?? items.map((i) => `done ${i}`)), fail: reject });
    });
  return { batches, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createBatcher", () => {
  it("runs a lone call at once, alone", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 10 });
    const answer = call(1);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await answer).toBe("done 1");
  });

  it("calls that arrive while the slots are busy wait and then run together, in arrival order", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 2, maxBatch: 10 });
    const answers = [1, 2, 3, 4, 5].map((i) => call(i));
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    batches[1]!.finish();
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[0]!.finish();
    batches[2]!.finish();
    expect(await Promise.all(answers)).toEqual(["done 1", "done 2", "done 3", "done 4", "done 5"]);
  });

  it("resumes a finished batch's callers a few at a time, giving the event loop a turn in between", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 100 });
    const size = 3 * CALLERS_PER_TURN;
    const resumed: string[] = [];
    void call(0).then(() => resumed.push("first"));
    const answers = Array.from({ length: size }, (_, i) => call(i + 1).then(() => resumed.push(`caller ${i}`)));
    batches[0]!.finish();
    await settle();
    batches[1]!.finish();
    // Queued when the batch finished: it runs before the callers after the first few.
    void settle().then(() => resumed.push("event loop turn"));
    await Promise.all(answers);
    const turn = resumed.indexOf("event loop turn");
    expect(turn).toBeGreaterThan(resumed.indexOf(`caller ${CALLERS_PER_TURN - 1}`));
    expect(turn).toBeLessThan(resumed.indexOf(`caller ${size - 1}`));
    expect(resumed.filter((r) => r.startsWith("caller"))).toEqual(Array.from({ length: size }, (_, i) => `caller ${i}`));
  });

  it("takes at most maxBatch calls a batch", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((i) => call(i));
    for (let b = 0; b < 4; b++) {
      batches[b]!.finish();
      await settle();
    }
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it("an Error outcome rejects its own call; the others of the batch get their answers", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 10 });
    const first = call(1);
    const [second, third] = [call(2), call(3)];
    batches[0]!.finish();
    await settle();
    batches[1]!.finish(["fine", new Error("refused")]);
    expect(await first).toBe("done 1");
    expect(await second).toBe("fine");
    await expect(third).rejects.toThrow("refused");
  });

  it("a batch that throws rejects every call in it, and the next batch still runs", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 10 });
    const first = call(1);
    const later = [call(2), call(3)];
    batches[0]!.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await settle();
    batches[1]!.finish();
    expect(await Promise.all(later)).toEqual(["done 2", "done 3"]);
  });

  it("a batch that answers too few outcomes rejects the calls left without one", async () => {
    const { batches, run } = controlledRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 10 });
    const first = call(1);
    batches[0]!.finish([]);
    await expect(first).rejects.toThrow("answered 0 outcomes for 1 items");
  });
});
