// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleDashboard } from "./sample-dashboard.ts";
import { SettingsPanel } from "./settings-panel.tsx";

let resolveFetch: (response: Response) => void;
let rejectFetch: (error: Error) => void;
const fetchMock = vi.fn(
  () =>
    new Promise<Response>((resolve, reject) => {
      resolveFetch = resolve;
      rejectFetch = reject;
    }),
);
const reload = vi.fn();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockClear();
  reload.mockClear();
});

function renderPanel(onSaved = vi.fn()) {
  const { settings } = sampleDashboard();
  render(<SettingsPanel settings={settings} nonce="n0nce" savedWithoutScript={false} problem={null} onSaved={onSaved} />);
  return onSaved;
}
const button = () => screen.getByRole("button", { name: /^(Save settings|Saving…)$/ });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("SettingsPanel", () => {
  it("S-4-35 S-4-36 S-6-5 posts to the settings API with the hidden nonce; the button is disabled with the saving text, then back", async () => {
    const onSaved = renderPanel();
    fireEvent.submit(button().closest("form")!);
    expect(button().textContent).toBe("Saving…");
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/affiliate/settings");
    expect((init.headers as Record<string, string>)["x-vitrine-nonce"]).toBe("n0nce");
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body.post_id).toBe("4");
    expect(body.wcu_enable_notifications).toBe("1");
    expect(body.wcu_enable_reports).toBe("0");
    expect(body["wcu-company"]).toBe("Raman Media");
    await act(async () => resolveFetch(json(200, { message: "Saved!", updatedPayoutFields: { payouttype: "paypalapi" } })));
    expect(button().textContent).toBe("Save settings");
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("Saved!");
    expect(onSaved).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it("S-4-38 reloads when the answer's payout type differs from the one shown", async () => {
    renderPanel();
    fireEvent.submit(button().closest("form")!);
    await act(async () => resolveFetch(json(200, { message: "Saved!", updatedPayoutFields: { payouttype: "banktransfer" } })));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("S-8-9 S-8-10 S-8-11 shows the refusal's text, 'Unknown error', or the transport error, in red", async () => {
    const onSaved = renderPanel();
    const form = button().closest("form")!;
    fireEvent.submit(form);
    await act(async () => resolveFetch(json(400, { error: { code: "invalid_input", message: "bad" } })));
    expect(screen.getByRole("alert").textContent).toBe("Error: bad");
    fireEvent.submit(form);
    await act(async () => resolveFetch(json(400, {})));
    expect(screen.getByRole("alert").textContent).toBe("Error: Unknown error");
    fireEvent.submit(form);
    await act(async () => rejectFetch(new TypeError("Failed to fetch")));
    expect(screen.getByRole("alert").textContent).toBe("AJAX Error: Failed to fetch");
    expect(screen.getByRole("alert").className).toContain("affiliate-save-message--error");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("S-8-8 the success message shows for 4000 ms, then fades and goes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderPanel();
    fireEvent.submit(button().closest("form")!);
    await act(async () => resolveFetch(json(200, { message: "Saved!", updatedPayoutFields: { payouttype: "paypalapi" } })));
    await act(async () => vi.advanceTimersByTime(3_900));
    expect(screen.getByRole("status").className).not.toContain("fading");
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status").className).toContain("affiliate-save-message--fading");
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
