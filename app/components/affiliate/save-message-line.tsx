import { useEffect, useState } from "react";
import { SETTINGS_MESSAGE_MS } from "../../../domain/affiliates/dashboard.ts";
import type { SaveMessage } from "../../../domain/affiliates/settings-save.ts";

/** How long the fade takes once the success message's time is up. */
const FADE_MS = 400;

/**
 * The save's message (spec §8): a success in green for SETTINGS_MESSAGE_MS (about 4 s), then faded and
 * gone; an error in red, staying until the next save.
 */
export function SaveMessageLine({ message }: { message: SaveMessage }) {
  const [phase, setPhase] = useState<"shown" | "fading" | "gone">("shown");
  useEffect(() => {
    if (message.tone !== "success") return;
    const fade = setTimeout(() => setPhase("fading"), SETTINGS_MESSAGE_MS);
    const gone = setTimeout(() => setPhase("gone"), SETTINGS_MESSAGE_MS + FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, [message]);
  if (phase === "gone") return null;
  return (
    <p
      className={`affiliate-save-message affiliate-save-message--${message.tone}${phase === "fading" ? " affiliate-save-message--fading" : ""}`}
      role={message.tone === "error" ? "alert" : "status"}
    >
      {message.text}
    </p>
  );
}
