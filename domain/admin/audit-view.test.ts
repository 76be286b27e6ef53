import { describe, expect, it } from "vitest";
import { auditCsv, auditEntityHref, changeText, cursorOf, parseCursor } from "./audit-view.ts";

describe("audit log view", () => {
  it("links an entry to its record's admin page", () => {
    expect(auditEntityHref("product", "12")).toBe("/admin/products/12");
    expect(auditEntityHref("order", "7")).toBe("/admin/orders/7");
    expect(auditEntityHref("coupon", "3")).toBe("/admin/coupons/3");
    expect(auditEntityHref("customer", "5")).toBe("/admin/customers/5");
    expect(auditEntityHref("settings", "store_notice", { store_notice: "/admin/settings/store-notice" })).toBe("/admin/settings/store-notice");
    expect(auditEntityHref("menu", "primary")).toBe("/admin/settings/menus/primary");
    expect(auditEntityHref("product", "x/../../evil")).toBeNull();
    expect(auditEntityHref("settings", "toString")).toBeNull();
    expect(auditEntityHref("staff", "1")).toBeNull();
  });

  it("writes values as short text", () => {
    expect(changeText("on")).toBe("on");
    expect(changeText(null)).toBe("—");
    expect(changeText({ a: 1 })).toBe('{"a":1}');
    expect(changeText(["Shop → /shop", "  Men → /men"])).toBe("Shop → /shop; Men → /men");
    expect(changeText([1, 2])).toBe("[1,2]");
    expect(changeText("abcdef", 4)).toBe("abc…");
  });

  it("round-trips the keyset cursor and refuses anything else", () => {
    const entry = { at: new Date("2026-11-26T10:00:00.123Z"), id: 42 };
    expect(parseCursor(cursorOf(entry))).toEqual(entry);
    expect(parseCursor("2026-11-26|1")).toBeNull();
    expect(parseCursor("2026-13-45T99:00:00Z|1")).toBeNull();
    expect(parseCursor(null)).toBeNull();
  });

  it("exports one CSV line per changed field, formulas defused", () => {
    const csv = auditCsv([
      {
        id: 1,
        at: new Date("2026-11-26T10:00:00Z"),
        actorEmail: "admin@vitrine.test",
        action: "settings.update",
        entity: "settings",
        entityId: "store",
        changes: { name: { before: "Vitrine", after: "=HYPERLINK()" }, phone: { before: "1", after: "2" } },
        reason: null,
      },
      {
        id: 2,
        at: new Date("2026-11-26T09:00:00Z"),
        actorEmail: "",
        action: "order.refund",
        entity: "order",
        entityId: "9",
        changes: {},
        reason: "Broken, sorry",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "at,actor,action,entity,entity_id,field,before,after,reason",
      "2026-11-26T10:00:00.000Z,admin@vitrine.test,settings.update,settings,store,name,Vitrine,'=HYPERLINK(),",
      "2026-11-26T10:00:00.000Z,admin@vitrine.test,settings.update,settings,store,phone,1,2,",
      '2026-11-26T09:00:00.000Z,system,order.refund,order,9,,,,"Broken, sorry"',
      "",
    ]);
  });
});
