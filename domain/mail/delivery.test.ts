import { describe, expect, it } from "vitest";
import { deliveryState, MAX_SEND_ATTEMPTS } from "./delivery.ts";

describe("deliveryState", () => {
  it.each([
    [{ sentAt: new Date(0), attempts: 1 }, "sent"],
    [{ sentAt: new Date(0), attempts: MAX_SEND_ATTEMPTS }, "sent"],
    [{ sentAt: null, attempts: 0 }, "pending"],
    [{ sentAt: null, attempts: MAX_SEND_ATTEMPTS - 1 }, "pending"],
    [{ sentAt: null, attempts: MAX_SEND_ATTEMPTS }, "failed"],
  ] as const)("%o is %s", (mail, state) => {
    expect(deliveryState(mail)).toBe(state);
  });
});
