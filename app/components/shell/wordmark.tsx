import { Link } from "react-router";

/** The shop's name set as its logo; a link home, named for screen readers by its text. */
export function Wordmark() {
  return (
    <Link to="/" className="wordmark" aria-label="Vitrine, home">
      <svg className="wordmark__mark" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
        <path d="M9 10l7 13 7-13" fill="none" stroke="var(--color-bg)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="wordmark__text">Vitrine</span>
    </Link>
  );
}
