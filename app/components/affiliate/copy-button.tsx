import { useEffect, useRef, useState } from "react";
import { COPY_CHECK_MS } from "../../../domain/affiliates/dashboard.ts";
import { CheckIcon } from "../ui/icons.tsx";
import { CopyIcon } from "./affiliate-icons.tsx";

/**
 * A copy-to-clipboard icon (spec §4): copies `text`, shows a check icon for COPY_CHECK_MS (1000 ms),
 * then the copy icon again. `data-icon` says which icon shows.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // The browser refused (no permission): nothing was copied, so no check icon.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CHECK_MS);
  }

  return (
    <button
      type="button"
      className={`copy-button${copied ? " copy-button--copied" : ""}`}
      data-icon={copied ? "check" : "copy"}
      aria-label={label}
      onClick={copy}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span className="visually-hidden" aria-live="polite">
        {copied ? "Copied" : ""}
      </span>
    </button>
  );
}
