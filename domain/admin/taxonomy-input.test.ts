import { describe, expect, it } from "vitest";
import { attributeInputSchema, categoryInputSchema, reviewBulkSchema, termInputSchema } from "./taxonomy-input.ts";

describe("taxonomy input", () => {
  it("fills a category's optional fields and keeps an empty slug for the name to fill", () => {
    expect(categoryInputSchema.parse({ name: " Lamps " })).toEqual({ name: "Lamps", slug: "", description: "", parentId: null });
  });

  it("refuses a malformed slug, an overlong name, an unknown field and a bad parent", () => {
    expect(categoryInputSchema.safeParse({ name: "A", slug: "not a slug" }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: "x".repeat(81) }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: "A", colour: "red" }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: "A", parentId: -1 }).success).toBe(false);
    expect(categoryInputSchema.parse({ name: "A", slug: "Desk-Lamps" }).slug).toBe("desk-lamps");
  });

  it("takes only the four swatch types", () => {
    expect(attributeInputSchema.safeParse({ name: "Colour", swatchType: "color" }).success).toBe(true);
    expect(attributeInputSchema.safeParse({ name: "Colour", swatchType: "gradient" }).success).toBe(false);
  });

  it("validates a term's colour", () => {
    expect(termInputSchema.parse({ name: "Navy", color: "#001f3f" }).color).toBe("#001f3f");
    expect(termInputSchema.parse({ name: "Plain" }).color).toBeNull();
    expect(termInputSchema.safeParse({ name: "Bad", color: "url(x)" }).success).toBe(false);
  });

  it("asks for at least one review in a bulk action", () => {
    expect(reviewBulkSchema.safeParse({ action: "approve", ids: [] }).success).toBe(false);
    expect(reviewBulkSchema.safeParse({ action: "approve", ids: [1, 2] }).success).toBe(true);
  });
});
