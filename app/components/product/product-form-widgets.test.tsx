// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SWATCH_OPTION_DEFAULTS } from "../../../domain/product/swatch-options.ts";
import type { SwatchItemState } from "../../../domain/product/swatches.ts";
import { attribute } from "../../../domain/product/testing.ts";
import { inRouter } from "../catalog/test-router.tsx";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { SwatchList } from "./swatch-list.tsx";

afterEach(cleanup);

function Stepper(props: { min: number; max: number | null; step?: number; initial: number }) {
  const [value, setValue] = useState(props.initial);
  return <QuantityStepper min={props.min} max={props.max} step={props.step} value={value} onChange={setValue} />;
}

const input = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" });
const plus = () => fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
const minus = () => fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));

describe("QuantityStepper", () => {
  it("S-2-41 S-5-10: plus adds one, minus takes one back; the native input keeps min, max and step", () => {
    render(<Stepper min={1} max={null} initial={1} />);
    expect(input().getAttribute("min")).toBe("1");
    expect(input().getAttribute("step")).toBe("1");
    plus();
    expect(input().value).toBe("2");
    minus();
    expect(input().value).toBe("1");
  });

  it("S-5-6 S-5-7 S-5-8: plus stops at max, minus at min and never at zero", () => {
    render(<Stepper min={2} max={3} initial={3} />);
    plus();
    expect(input().value).toBe("3");
    minus();
    minus();
    expect(input().value).toBe("2");
    cleanup();
    render(<Stepper min={0} max={null} initial={1} />);
    minus();
    expect(Number(input().value)).toBeGreaterThan(0);
  });

  it("S-5-9: a value below min is raised on load", () => {
    render(<Stepper min={2} max={null} initial={1} />);
    expect(input().value).toBe("2");
  });

  it("S-5-11: a non-integer step shows one decimal", () => {
    render(<Stepper min={0} max={null} step={0.5} initial={1} />);
    plus();
    expect(input().value).toBe("1.5");
    plus();
    expect(input().value).toBe("2.0");
  });

  it("P-4-25: hidden sends quantity 1 without a visible field", () => {
    const { container } = render(<QuantityStepper min={1} max={1} value={1} onChange={() => {}} hidden />);
    expect(screen.queryByRole("spinbutton")).toBeNull();
    expect(container.querySelector<HTMLInputElement>('input[name="quantity"]')?.value).toBe("1");
  });
});

describe("SwatchList", () => {
  const colour = { ...attribute("colour", ["red", "blue", "green"]), swatchType: "color" as const };
  const items: SwatchItemState[] = [
    { term: "red", selected: false, disabled: false, outOfStock: false, unavailable: false, tooltip: null },
    { term: "blue", selected: true, disabled: false, outOfStock: false, unavailable: false, tooltip: null },
    { term: "green", selected: false, disabled: true, outOfStock: true, unavailable: false, tooltip: SWATCH_OPTION_DEFAULTS.out_of_stock_tooltip_text },
  ];
  const renderList = (onActivate = vi.fn(), displayLimit = 0) =>
    render(
      <>
        <span id="colour-label">Colour</span>
        <SwatchList attribute={colour} labelId="colour-label" items={items} badges={{ red: 3 }} displayLimit={displayLimit} onActivate={onActivate} />
      </>,
    );

  it("P-4-28 P-4-30 P-3-7 P-4-39: a radio group with the selected item as its tab stop, states, tooltip and badge", () => {
    renderList();
    const group = screen.getByRole("radiogroup", { name: "Colour" });
    const radios = group.querySelectorAll('[role="radio"]');
    expect([...radios].map((r) => r.getAttribute("aria-checked"))).toEqual(["false", "true", "false"]);
    expect([...radios].map((r) => r.getAttribute("tabindex"))).toEqual(["-1", "0", "-1"]);
    expect(radios[2]!.getAttribute("aria-disabled")).toBe("true");
    expect(radios[2]!.getAttribute("title")).toBe("Out of stock");
    expect(radios[2]!.className).toContain("is-out-of-stock");
    expect(radios[0]!.textContent).toContain("3 left");
  });

  it("P-4-41 P-4-29: Space and Enter activate an enabled item, arrows move focus, disabled items ignore clicks", () => {
    const onActivate = vi.fn();
    renderList(onActivate);
    const [red, blue, green] = [...document.querySelectorAll<HTMLElement>('[role="radio"]')];
    fireEvent.keyDown(blue!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(red);
    fireEvent.keyDown(red!, { key: " " });
    fireEvent.keyDown(red!, { key: "Enter" });
    expect(onActivate).toHaveBeenCalledTimes(2);
    fireEvent.click(green!);
    fireEvent.keyDown(green!, { key: "Enter" });
    expect(onActivate).toHaveBeenCalledTimes(2);
  });

  it("P-4-42: the 'more' item expands a limited list", () => {
    renderList(vi.fn(), 1);
    expect(document.querySelectorAll('[role="radio"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Show 2 more" }));
    expect(document.querySelectorAll('[role="radio"]')).toHaveLength(3);
  });
});

describe("AddToCartButton", () => {
  it("P-4-1 P-4-11: a disabled button stays clickable to explain itself and does not submit", () => {
    const onBlocked = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      inRouter(
        <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
          <AddToCartButton state="unavailable" onBlockedClick={onBlocked} />
        </form>,
        "/product/brass-pen",
      ),
    );
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
