import { Wordmark } from "../wordmark.tsx";

/** The logo; its width per device comes from the settings' stylesheet (domain/shell/shell-css.ts). */
export function LogoItem() {
  return (
    <div className="header-logo">
      <Wordmark />
    </div>
  );
}
