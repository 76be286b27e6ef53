import { describe, expect, it } from "vitest";
import { documentFromForm, flattenDocument, isSafePath, labelOf, leafKind, leafValue, valueAt, withAddedRow } from "./settings-form.ts";

const shipping = {
  zones: [{ id: "ie", name: "Ireland", countries: ["IE"], methods: [{ id: "flat", type: "flat_rate", cost: 495 }] }],
  restOfWorld: { name: "Rest of world", methods: [] as unknown[] },
  enabled: true,
  note: null,
  colour: "#0b5f55",
};

describe("settings documents as forms", () => {
  it("picks a control by the value", () => {
    expect(leafKind(true)).toBe("boolean");
    expect(leafKind(3)).toBe("number");
    expect(leafKind("#AABBCC")).toBe("color");
    expect(leafKind("short")).toBe("text");
    expect(leafKind("a\nb")).toBe("textarea");
    expect(leafKind(["IE", "DE"])).toBe("list");
    expect(leafKind([1, 2])).toBe("number-list");
    expect(leafKind([])).toBe("empty-array");
    expect(leafKind({})).toBe("empty-object");
    expect(leafKind(null)).toBe("nullable");
    expect(leafKind([{ a: 1 }])).toBeNull();
    expect(leafKind({ a: 1 })).toBeNull();
  });

  it("flattens every leaf with its dotted path", () => {
    expect(flattenDocument(shipping)).toEqual([
      { path: "zones.0.id", kind: "text", value: "ie" },
      { path: "zones.0.name", kind: "text", value: "Ireland" },
      { path: "zones.0.countries", kind: "list", value: "IE" },
      { path: "zones.0.methods.0.id", kind: "text", value: "flat" },
      { path: "zones.0.methods.0.type", kind: "text", value: "flat_rate" },
      { path: "zones.0.methods.0.cost", kind: "number", value: "495" },
      { path: "restOfWorld.name", kind: "text", value: "Rest of world" },
      { path: "restOfWorld.methods", kind: "empty-array", value: "" },
      { path: "enabled", kind: "boolean", value: "true" },
      { path: "note", kind: "nullable", value: "" },
      { path: "colour", kind: "color", value: "#0b5f55" },
    ]);
  });

  it("rebuilds the same document from its own form", () => {
    const leaves = flattenDocument(shipping);
    const values = Object.fromEntries(leaves.map((leaf) => [leaf.path, leaf.value]));
    expect(
      documentFromForm(
        leaves.map((leaf) => [leaf.path, leaf.kind] as const),
        values,
      ),
    ).toEqual(shipping);
  });

  it("reads typed text as the kind's value, and keeps what does not fit as text for the schema to refuse", () => {
    expect(leafValue("number", " 12 ")).toBe(12);
    expect(leafValue("number", "twelve")).toBe("twelve");
    expect(leafValue("boolean", undefined)).toBe(false);
    expect(leafValue("boolean", "on")).toBe(true);
    expect(leafValue("nullable", "")).toBeNull();
    expect(leafValue("nullable", "6000")).toBe(6000);
    expect(leafValue("list", "IE, de,\nFR,")).toEqual(["IE", "de", "FR"]);
    expect(leafValue("number-list", "1, x")).toEqual([1, "x"]);
  });

  it("drops removed rows and closes the gap they leave", () => {
    const shape = [
      ["rows.0.name", "text"],
      ["rows.1.name", "text"],
      ["rows.2.name", "text"],
    ] as const;
    const values = { "rows.0.name": "a", "rows.1.name": "b", "rows.2.name": "c" };
    expect(documentFromForm(shape, values, ["rows.1"])).toEqual({ rows: [{ name: "a" }, { name: "c" }] });
  });

  it("never writes through a path that reaches a prototype", () => {
    expect(isSafePath("__proto__.polluted")).toBe(false);
    expect(isSafePath("a..b")).toBe(false);
    const built = documentFromForm(
      [
        ["__proto__.polluted", "text"],
        ["constructor.prototype.x", "text"],
      ],
      { "__proto__.polluted": "yes" },
    );
    expect(built).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("adds a row copying the last one, or the template of an empty list", () => {
    const added = withAddedRow(shipping, "zones.0.methods") as typeof shipping;
    expect(added.zones[0]!.methods).toHaveLength(2);
    expect(shipping.zones[0]!.methods).toHaveLength(1);
    expect(valueAt(withAddedRow(shipping, "restOfWorld.methods", { id: "new" }), "restOfWorld.methods")).toEqual([{ id: "new" }]);
    expect(withAddedRow(shipping, "restOfWorld.methods")).toEqual(shipping);
  });

  it("labels a field by its last name", () => {
    expect(labelOf("zones.0.methods.1.minAmount")).toBe("Offered from an order of");
    expect(labelOf("checkout_form_sticky")).toBe("Checkout form sticky");
  });
});

describe("lists of rows", () => {
  it("finds every list of rows, empty ones included, but not lists of plain values", async () => {
    const { listPaths } = await import("./settings-form.ts");
    expect(listPaths(shipping)).toEqual(["zones", "zones.0.methods", "restOfWorld.methods"]);
  });
});

describe("removing the last row", () => {
  it("leaves the list there, empty", () => {
    expect(
      documentFromForm(
        [
          ["zones.0.methods.0.id", "text"],
          ["zones.0.name", "text"],
        ],
        { "zones.0.name": "IE" },
        ["zones.0.methods.0"],
      ),
    ).toEqual({
      zones: [{ name: "IE", methods: [] }],
    });
  });
});

describe("field labels", () => {
  it("name a field after its parent object, not after a row number", async () => {
    const { fieldLabelOf } = await import("./settings-form.ts");
    expect(fieldLabelOf("text")).toBe("Text");
    expect(fieldLabelOf("link.text")).toBe("Link text");
    expect(fieldLabelOf("zones.0.methods.1.cost")).toBe("Cost");
    expect(fieldLabelOf("logoWidth.desktop")).toBe("Logo width desktop");
  });
});
