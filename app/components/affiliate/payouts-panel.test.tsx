// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BANK_FIELDS, PAYOUT_TYPES } from "../../../domain/affiliates/dashboard.ts";
import { inRouter } from "../catalog/test-router.tsx";
import { PayoutsPanel } from "./payouts-panel.tsx";
import { sampleDashboard } from "./sample-dashboard.ts";

afterEach(cleanup);

function renderPanel() {
  const { container } = render(inRouter(<PayoutsPanel dashboard={sampleDashboard()} requested={false} problem={null} />, "/account/affiliate?tab=payouts"));
  const form = container.querySelector("form")!;
  const select = screen.getByLabelText("Payout type") as HTMLSelectElement;
  const group = (type: string) => form.querySelector<HTMLFieldSetElement>(`[data-payout-group="${type}"]`)!;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { form, select, group, field };
}

describe("PayoutsPanel", () => {
  it("starts from the saved payout type and shows only its group", () => {
    const { select, group } = renderPanel();
    expect(select.value).toBe("paypalapi");
    for (const type of PAYOUT_TYPES) expect(group(type).hidden).toBe(type !== "paypalapi");
  });

  it("S-3-15…S-3-20 S-4-33 S-4-34 each type shows its own group; bank inputs are required only for banktransfer; hidden groups are not sent", () => {
    const { select, group, field } = renderPanel();
    for (const type of PAYOUT_TYPES) {
      fireEvent.change(select, { target: { value: type } });
      for (const other of PAYOUT_TYPES) {
        expect(group(other).hidden).toBe(other !== type);
        expect(group(other).disabled).toBe(other !== type);
      }
      for (const name of BANK_FIELDS) expect(field(name).required).toBe(type === "banktransfer");
    }
  });

  it("S-2-18 the show/hide toggle switches the IBAN input between password and text", () => {
    const { select, field } = renderPanel();
    fireEvent.change(select, { target: { value: "banktransfer" } });
    expect(field("bankaccount").type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show iban" }));
    expect(field("bankaccount").type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide iban" }));
    expect(field("bankaccount").type).toBe("password");
  });

  it("refuses an amount above the balance or below the minimum before sending", () => {
    const { form } = renderPanel();
    expect(screen.getByText("Between €20.00 and €125.50.")).toBeTruthy();
    const amount = screen.getByLabelText(/^Amount/) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: "125.51" } });
    fireEvent.submit(form);
    expect(screen.getByRole("alert").textContent).toBe("You can request at most your approved unpaid balance of €125.50.");
    fireEvent.change(amount, { target: { value: "5" } });
    fireEvent.submit(form);
    expect(screen.getByRole("alert").textContent).toBe("The minimum payout is €20.00.");
  });
});
