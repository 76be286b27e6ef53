import { describe, expect, it } from "vitest";
import { confirmationHeldUntilPaid } from "./order-payment.ts";

describe("the confirmation a card order owes until it is paid", () => {
  const placed = (toStatus: string) => ({ fromStatus: null, toStatus });
  it.each([
    ["placed pending, not yet paid", [placed("pending")], true],
    ["placed pending, declined then left on hold", [placed("pending"), { fromStatus: "pending", toStatus: "on-hold" }], true],
    ["placed pending and paid since", [placed("pending"), { fromStatus: "pending", toStatus: "processing" }], false],
    ["placed pending and completed by staff", [placed("pending"), { fromStatus: "pending", toStatus: "completed" }], false],
    ["placed on hold (bank transfer): confirmed when placed", [placed("on-hold")], false],
    ["placed processing (cash on delivery)", [placed("processing")], false],
    ["a phone order created from a draft", [{ fromStatus: "draft", toStatus: "pending" }], false],
    ["no history", [], false],
  ])("%s", (_name, history, held) => {
    expect(confirmationHeldUntilPaid(history)).toBe(held);
  });
});
