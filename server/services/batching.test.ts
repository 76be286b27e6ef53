import { describe, expect, it } from "vitest";
import { createBatcher } from "./batching.ts";

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
