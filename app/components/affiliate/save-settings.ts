import { type SaveOutcome, outcomeOfAnswer, settingsPayload } from "../../../domain/affiliates/settings-save.ts";

/** The header every state-changing API call carries the session's nonce in. */
const NONCE_HEADER = "x-vitrine-nonce";

/**
 * Call 2: posts every §3 field of the settings form as JSON to `POST /api/affiliate/settings`, with the
 * nonce read from the form's hidden field, and says how it ended.
 */
export async function saveSettings(form: HTMLFormElement): Promise<SaveOutcome> {
  const data = new FormData(form);
  const read = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  const nonce = read("nonce") ?? "";
  let response: Response;
  try {
    response = await fetch("/api/affiliate/settings", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json", [NONCE_HEADER]: nonce },
      // The nonce also travels in the body beside the §3 fields (the server reads the header; extra keys are ignored).
      body: JSON.stringify({ ...settingsPayload(read), nonce }),
    });
  } catch (error) {
    return { kind: "transport", text: error instanceof Error ? error.message : String(error) };
  }
  const body: unknown = await response.json().catch(() => undefined);
  return outcomeOfAnswer(response.status, response.statusText, body);
}
