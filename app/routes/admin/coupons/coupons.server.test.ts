import { describe, expect, it } from "vitest";
import { couponIdOf, listQueryOf, readCouponForm } from "./coupons.server.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the coupons pages' input", () => {
  it("reads the list's filters and drops malformed ones instead of failing the page", () => {
    expect(listQueryOf(new Request("http://shop/admin/coupons?q=win&status=expired&type=percent&sort=usage&dir=desc&page=2"))).toEqual({
      q: "win",
      status: "expired",
      type: "percent",
      sort: "usage",
      dir: "desc",
      page: 2,
    });
    expect(listQueryOf(new Request("http://shop/admin/coupons?status=bogus&sort=drop&page=-4&q="))).toEqual({});
  });

  it("answers 404 for an id that cannot be a coupon", () => {
    expect(couponIdOf("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "012", "99999999999999999999", undefined]) {
      expect(() => couponIdOf(bad), String(bad)).toThrow();
    }
  });

  it("joins the pickers' repeated fields and reads the version", () => {
    const read = readCouponForm(
      form([
        ["intent", "save"],
        ["version", "3"],
        ["code", "Pick"],
        ["type", "fixed_product"],
        ["amount", "2.50"],
        ["productIds", "4"],
        ["productIds", "9"],
        ["categoryIds", "2"],
      ]),
      "save",
    );
    expect(read).toMatchObject({ ok: true, version: 3, input: { code: "Pick", amount: 250, productIds: [4, 9], categoryIds: [2] } });
  });

  it("answers 400 with the errors beside the fields and what was typed", async () => {
    const read = readCouponForm(
      form([
        ["intent", "save"],
        ["code", "Pick"],
        ["type", "percent"],
        ["amount", "120"],
      ]),
      "save",
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const answer = read.response as unknown as {
      init: { status: number };
      data: { problem: { fields: Record<string, string>; values: Record<string, string> } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem.fields).toHaveProperty("amount");
    expect(answer.data.problem.values).toMatchObject({ code: "Pick", amount: "120" });
  });
});
