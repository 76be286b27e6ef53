import { describe, expect, it } from "vitest";
import { orderKeyHolderAccess, orderReceivedAccess, type OrderReceivedViewer } from "./order-received-access.ts";

const stranger: OrderReceivedViewer = { customerId: null, roles: [], placedInThisSession: false };

describe("orderReceivedAccess", () => {
  it.each<[string, { customerId: number | null }, OrderReceivedViewer, "show" | "log-in"]>([
    ["a guest's order shows to whoever holds its key", { customerId: null }, stranger, "show"],
    ["an account's order shows to its customer", { customerId: 7 }, { ...stranger, customerId: 7 }, "show"],
    ["an account's order shows to the session that placed it", { customerId: 7 }, { ...stranger, placedInThisSession: true }, "show"],
    ["an account's order asks a visitor without a session to log in", { customerId: 7 }, stranger, "log-in"],
    ["an account's order asks another customer to log in", { customerId: 7 }, { ...stranger, customerId: 8 }, "log-in"],
    ["an account's order shows to an administrator", { customerId: 7 }, { ...stranger, customerId: 1, roles: ["admin"] }, "show"],
    ["an account's order shows to a shop manager", { customerId: 7 }, { ...stranger, customerId: 2, roles: ["shop_manager"] }, "show"],
    ["an editor may not see orders", { customerId: 7 }, { ...stranger, customerId: 3, roles: ["editor"] }, "log-in"],
    ["an affiliate is a customer like any other here", { customerId: 7 }, { ...stranger, customerId: 4, roles: ["affiliate"] }, "log-in"],
  ])("%s", (_, order, viewer, expected) => {
    expect(orderReceivedAccess(order, viewer)).toBe(expected);
  });
});

describe("orderKeyHolderAccess", () => {
  const holder = { customerId: null, staff: false, placedInThisSession: false };
  it("a key opens a guest's order, an account's only for its customer, staff or the session that placed it", () => {
    expect(orderKeyHolderAccess({ customerId: null }, holder)).toBe("show");
    expect(orderKeyHolderAccess({ customerId: 7 }, holder)).toBe("log-in");
    expect(orderKeyHolderAccess({ customerId: 7 }, { ...holder, customerId: 8 })).toBe("log-in");
    expect(orderKeyHolderAccess({ customerId: 7 }, { ...holder, customerId: 7 })).toBe("show");
    expect(orderKeyHolderAccess({ customerId: 7 }, { ...holder, staff: true })).toBe("show");
    expect(orderKeyHolderAccess({ customerId: 7 }, { ...holder, placedInThisSession: true })).toBe("show");
  });
});
