// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderAddresses } from "./order-addresses.tsx";

afterEach(cleanup);

const billing = { firstName: "Rita", lastName: "Received", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285", country: "IE" };
const shipping = { firstName: "Sam", lastName: "Shipped", address1: "2 Quay Road", city: "Cork", postcode: "T12 AB34", country: "IE" };

describe("OrderAddresses", () => {
  it("shows the billing address with the order's e-mail beside the shipping address", () => {
    render(<OrderAddresses billing={billing} shipping={shipping} email="rita@example.com" />);
    const billed = screen.getByRole("region", { name: "Billing address" });
    expect(within(billed).getByText("Rita Received")).toBeTruthy();
    expect(within(billed).getByText("1 Main Street")).toBeTruthy();
    expect(within(billed).getByText("rita@example.com")).toBeTruthy();
    const shipped = screen.getByRole("region", { name: "Shipping address" });
    expect(within(shipped).getByText("Sam Shipped")).toBeTruthy();
    expect(within(shipped).getByText("Cork, T12 AB34")).toBeTruthy();
  });

  it("shows the billing address alone for an order that ships nothing", () => {
    render(<OrderAddresses billing={billing} shipping={null} email="rita@example.com" />);
    expect(screen.getByRole("region", { name: "Billing address" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Shipping address" })).toBeNull();
  });
});
