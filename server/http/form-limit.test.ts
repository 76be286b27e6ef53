import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, formLimitFor, UPLOAD_FORM_LIMIT_BYTES } from "./form-body.ts";

describe("formLimitFor", () => {
  it.each(["/admin/products/new", "/admin/products/42", "/admin/products/42.data", "/admin/products/new.data"])(
    "lets the product editor's form %s carry pictures",
    (path) => {
      expect(formLimitFor(path)).toBe(UPLOAD_FORM_LIMIT_BYTES);
    },
  );

  it.each(["/cart", "/admin/products", "/admin/products/import", "/admin/products/42/extra", "/admin/products/1234567890", "/x/admin/products/1"])(
    "keeps every other form %s at 1 MB",
    (path) => {
      expect(formLimitFor(path)).toBe(BODY_LIMIT_BYTES);
    },
  );
});
