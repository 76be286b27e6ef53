import { describe, expect, it } from "vitest";
import { staleVersionMessage } from "./row-version.ts";

describe("staleVersionMessage", () => {
  it("says who changed the record and when, in UTC", () => {
    const text = staleVersionMessage("product", { by: "nina@vitrine.test", at: new Date("2026-11-26T14:05:00Z") });
    expect(text).toContain("This product was changed by nina@vitrine.test at 26 Nov 2026, 14:05 UTC");
    expect(text).toContain("Your changes were not saved");
  });

  it("says someone else when the change was not recorded", () => {
    expect(staleVersionMessage("order", null)).toContain("This order was changed by someone else");
  });
});
