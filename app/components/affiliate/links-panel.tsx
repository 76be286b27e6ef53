import type { Creative } from "../../../domain/affiliates/dashboard.ts";
import { CopyButton } from "./copy-button.tsx";

/** The referral link and the creatives (banners with the link), each with its copy icon (spec §1, §4). */
export function LinksPanel({ referralUrl, creatives }: { referralUrl: string; creatives: Creative[] }) {
  return (
    <>
      <h2>Referral link</h2>
      <p>Share this link: visitors who arrive through it are credited to you.</p>
      <div className="affiliate-copy-field">
        <label htmlFor="affiliate-referral-url" className="visually-hidden">
          Your referral link
        </label>
        <input id="affiliate-referral-url" readOnly value={referralUrl} className="field-input" onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={referralUrl} label="Copy referral link" />
      </div>
      <h2>Creatives</h2>
      {creatives.length === 0 && <p>No creatives yet.</p>}
      <ul className="affiliate-creatives">
        {creatives.map((creative) => (
          <li key={creative.id} className="affiliate-creative">
            <img src={creative.imageUrl} width={creative.width} height={creative.height} alt={creative.title} loading="lazy" />
            <div className="affiliate-copy-field">
              <label htmlFor={`affiliate-embed-${creative.id}`}>Embed code: {creative.title}</label>
              <textarea id={`affiliate-embed-${creative.id}`} readOnly value={creative.embedCode} rows={3} className="field-input" />
              <CopyButton text={creative.embedCode} label={`Copy embed code of ${creative.title}`} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
