// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { inRouter } from "../catalog/test-router.tsx";
import { AdminFilters, type AdminFilterField } from "./admin-filters.tsx";

afterEach(cleanup);

const fields: AdminFilterField[] = [
  { kind: "search", name: "q", label: "Search codes", maxLength: 100 },
  {
    kind: "select",
    name: "status",
    label: "Status",
    any: "Any status",
    options: [
      ["active", "Active"],
      ["expired", "Expired"],
    ],
  },
  { kind: "date", name: "from", label: "From" },
];

describe("AdminFilters", () => {
  it("is a GET search form whose every field has its label and starts from the address's values", () => {
    render(
      inRouter(
        <AdminFilters name="Filter coupons" idPrefix="coupons" fields={fields} values={{ status: "expired" }} resetTo="/admin/coupons" />,
        "/admin/coupons",
      ),
    );
    const form = screen.getByRole("search", { name: "Filter coupons" });
    expect(form.getAttribute("method")).toBe("get");
    expect((screen.getByLabelText("Search codes") as HTMLInputElement).maxLength).toBe(100);
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("expired");
    expect(screen.getByLabelText("From").getAttribute("type")).toBe("date");
    expect(screen.getByRole("button", { name: "Filter" })).toBeTruthy();
  });

  it("carries the sort along as hidden fields, and offers the reset link only once a filter is set", () => {
    const { container, rerender } = render(
      inRouter(
        <AdminFilters name="Filter coupons" idPrefix="c" fields={fields} values={{}} keep={{ sort: "code", dir: undefined }} resetTo="/admin/coupons" />,
      ),
    );
    const hidden = [...container.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]);
    expect(hidden).toEqual([["sort", "code"]]);
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
    rerender(inRouter(<AdminFilters name="Filter coupons" idPrefix="c" fields={fields} values={{ q: "WINTER" }} resetTo="/admin/coupons" />));
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/coupons");
  });
});
