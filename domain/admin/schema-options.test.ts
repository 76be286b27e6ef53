import { describe, expect, it } from "vitest";
import { enumOptionsAt, type JsonSchema, optionsFor } from "./schema-options.ts";

const schema: JsonSchema = {
  type: "object",
  properties: {
    layout: { enum: ["classic", "modern"] },
    name: { type: "string" },
    methods: {
      type: "array",
      items: {
        anyOf: [
          { type: "object", properties: { type: { const: "flat_rate" }, cost: { type: "number" } } },
          { type: "object", properties: { type: { const: "free_shipping" }, requires: { enum: ["min_amount", "coupon"] } } },
        ],
      },
    },
    rates: { type: "object", additionalProperties: { type: "number" } },
  },
};

describe("choices from a JSON Schema", () => {
  it("offers an enum's values, and a union of constants as one list", () => {
    expect(enumOptionsAt(schema, "layout")).toEqual(["classic", "modern"]);
    expect(enumOptionsAt(schema, "methods.3.type")).toEqual(["flat_rate", "free_shipping"]);
    expect(enumOptionsAt(schema, "methods.0.requires")).toEqual(["min_amount", "coupon"]);
  });

  it("leaves free input free", () => {
    expect(enumOptionsAt(schema, "name")).toBeNull();
    expect(enumOptionsAt(schema, "methods.0.cost")).toBeNull();
    expect(enumOptionsAt(schema, "rates.IE")).toBeNull();
    expect(enumOptionsAt(schema, "missing.path")).toBeNull();
    expect(optionsFor(null, ["layout"])).toEqual({});
    expect(optionsFor(schema, ["layout", "name"])).toEqual({ layout: ["classic", "modern"] });
  });
});
