// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DashboardTabs, type TabLink } from "./dashboard-tabs.tsx";

afterEach(cleanup);

const SIX: TabLink<string>[] = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, label: `Tab ${id}` }));

function Harness({ tabs }: { tabs: TabLink<string>[] }) {
  const [active, setActive] = useState(tabs[0]!.id);
  return <DashboardTabs tabs={tabs} active={active} onSelect={setActive} hrefOf={(id) => `?tab=${id}`} />;
}

describe("DashboardTabs", () => {
  it("S-4-25 wraps the tab row with 6 tab links and not with 5", () => {
    const { unmount } = render(<Harness tabs={SIX} />);
    expect(screen.getByRole("tablist").className).toContain("affiliate-tabs--wrap");
    unmount();
    render(<Harness tabs={SIX.slice(0, 5)} />);
    expect(screen.getByRole("tablist").className).not.toContain("affiliate-tabs--wrap");
  });

  it("S-4-24 clicking a tab gives it the active state and takes it from the previous one", () => {
    render(<Harness tabs={SIX} />);
    const first = screen.getByRole("tab", { name: "Tab a" });
    const third = screen.getByRole("tab", { name: "Tab c" });
    expect(first.className).toContain("is-active");
    fireEvent.click(third);
    expect(third.className).toContain("is-active");
    expect(third.getAttribute("aria-selected")).toBe("true");
    expect(first.className).not.toContain("is-active");
    expect(first.getAttribute("aria-selected")).toBe("false");
  });

  it("links each tab to its own address, for pages without JavaScript", () => {
    render(<Harness tabs={SIX} />);
    expect(screen.getByRole("tab", { name: "Tab f" }).getAttribute("href")).toBe("?tab=f");
  });
});
