import { describe, expect, it } from "vitest";
import { anonymisedAddressSnapshot, anonymisedEmail, anonymisedReviewAuthor, erasedAccountFields, erasureRefusal } from "./gdpr-erasure.ts";

describe("GDPR erasure rules", () => {
  it("gives every erased account an address on the reserved .invalid domain, unique by id", () => {
    expect(anonymisedEmail(42)).toBe("anonymised-42@invalid");
    expect(erasedAccountFields(42)).toEqual({
      email: "anonymised-42@invalid",
      firstName: "",
      lastName: "",
      displayName: "Anonymised customer",
      passwordHash: null,
    });
  });

  it("empties an order's address but keeps its fields and the country the tax was charged for", () => {
    const snapshot = { firstName: "Ada", lastName: "Byrne", address1: "1 Quay Street", city: "Galway", postcode: "H91", country: "IE", phone: "+353 1" };
    expect(anonymisedAddressSnapshot(snapshot)).toEqual({ firstName: "", lastName: "", address1: "", city: "", postcode: "", country: "IE", phone: "" });
  });

  it("keeps a review's words but not its author", () => {
    expect(anonymisedReviewAuthor(7)).toEqual({ authorName: "Anonymous", authorEmail: "anonymised-7@invalid" });
  });

  const customer = { roles: ["customer"], anonymisedAt: null, email: "Ada@Example.com" };
  it("goes ahead when the e-mail is typed (any case, spaces around)", () => {
    expect(erasureRefusal({ ...customer, typedEmail: " ada@example.com " })).toBeNull();
  });
  it("refuses a wrong confirmation beside the field", () => {
    expect(erasureRefusal({ ...customer, typedEmail: "ada@example.org" })).toMatchObject({ kind: "invalid", field: "confirmEmail" });
  });
  it.each(["admin", "shop_manager", "editor"])("refuses a staff account (%s), whatever is typed", (role) => {
    expect(erasureRefusal({ ...customer, roles: ["customer", role], typedEmail: customer.email })).toMatchObject({ kind: "forbidden", code: "staff_account" });
  });
  it("refuses an account already erased", () => {
    expect(erasureRefusal({ ...customer, anonymisedAt: new Date(), typedEmail: customer.email })?.code).toBe("already_anonymised");
  });
});
