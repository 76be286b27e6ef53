// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ProductOption, ProductCombobox } from "./product-combobox.tsx";

afterEach(cleanup);

const CATALOGUE: ProductOption[] = [
  { id: 11, name: "Brass Pen", sku: "ST-PEN" },
  { id: 12, name: "Brass Pencil", sku: null },
  { id: 13, name: "Oak Tray", sku: "HM-TRAY" },
];

/** The combobox in a form, inside a router whose search route answers from CATALOGUE and notes each query. */
function renderPicker(selected: ProductOption | null = CATALOGUE[2]!) {
  const queries: string[] = [];
  const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
  const Stub = createRoutesStub([
    {
      path: "/admin/settings/affiliates",
      Component: () => (
        <form onSubmit={submitted}>
          <label htmlFor="product">Product</label>
          <ProductCombobox
            id="product"
            name="productRates.0.productId"
            value={selected ? String(selected.id) : ""}
            selected={selected}
            searchUrl="/admin/settings/product-options"
          />
        </form>
      ),
    },
    {
      path: "/admin/settings/product-options",
      loader: ({ request }) => {
        const q = new URL(request.url).searchParams.get("q") ?? "";
        queries.push(q);
        return { products: CATALOGUE.filter((product) => product.name.toLowerCase().includes(q.toLowerCase())) };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/settings/affiliates"]} />);
  const field = () => document.querySelector<HTMLInputElement>('input[name="productRates.0.productId"]')!;
  return { queries, submitted, field, input: screen.getByRole("combobox", { name: "Product" }) as HTMLInputElement };
}

describe("ProductCombobox", () => {
  it("shows the chosen product by name and posts its id; the list starts closed", () => {
    const { input, field } = renderPicker();
    expect(input.value).toBe("Oak Tray");
    expect(field().value).toBe("13");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(document.getElementById(input.getAttribute("aria-controls")!)?.getAttribute("role")).toBe("listbox");
  });

  it("lists the products the search finds, and the keyboard moves through and chooses one without sending the form", async () => {
    const { input, field, queries, submitted } = renderPicker();
    fireEvent.change(input, { target: { value: "brass" } });
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Brass Pen (ST-PEN)", "Brass Pencil"]);
    expect(queries).toEqual(["brass"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByText("2 products found")).toBeTruthy();

    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);

    fireEvent.keyDown(input, { key: "Enter" });
    expect(field().value).toBe("11");
    expect(input.value).toBe("Brass Pen");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("chooses by a click, keeping the focus in the field", async () => {
    const { input, field } = renderPicker(null);
    expect(field().value).toBe("");
    input.focus();
    fireEvent.change(input, { target: { value: "pencil" } });
    const [option] = await screen.findAllByRole("option");
    expect(fireEvent.mouseDown(option!)).toBe(false);
    fireEvent.click(option!);
    expect(field().value).toBe("12");
    expect(input.value).toBe("Brass Pencil");
  });

  it("Escape closes the list, and again puts the chosen name back; leaving the field drops what was typed", async () => {
    const { input, field } = renderPicker();
    fireEvent.change(input, { target: { value: "brass" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.value).toBe("brass");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.value).toBe("Oak Tray");

    fireEvent.change(input, { target: { value: "pen" } });
    fireEvent.blur(input);
    expect(input.value).toBe("Oak Tray");
    expect(field().value).toBe("13");
  });

  it("searches nothing for fewer than two characters", async () => {
    const { input, queries } = renderPicker();
    fireEvent.change(input, { target: { value: "b" } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("false"));
  });
});
