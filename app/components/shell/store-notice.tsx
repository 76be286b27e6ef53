import type { CSSProperties, FormEvent, ReactNode } from "react";
import { useLocation } from "react-router";
import { comingSoonBanner, type DismissibleBanner, storeNoticeBanner } from "../../../domain/store-notice/dismissal.ts";
import type { StoreNoticeView } from "../../../domain/store-notice/settings.ts";
import { sanitizeUrl } from "../../../domain/url-safety.ts";
import { DISMISS_FORM_ACTION, dismissBanner, DISMISS_URL } from "../../lib/banner-dismissal.ts";

type BannerProps = {
  banner: DismissibleBanner;
  label: string;
  className: string;
  /** The dismissal call's body, or null to remember the dismissal in the browser only. */
  callBody: unknown;
  /** The same dismissal as form fields, posted to DISMISS_FORM_ACTION without JavaScript. */
  formFields: Record<string, string>;
  style?: CSSProperties;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
};

/** A banner with a dismiss button; rendered the same for everyone, hidden by the head script's mark once dismissed. */
function DismissibleBannerView({ banner, label, className, callBody, formFields, style, data, children }: BannerProps) {
  const { pathname, search } = useLocation();
  function onDismiss(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // S-7-11: the call goes to the URL the banner names.
    const url = event.currentTarget.closest("[data-dismiss-url]")?.getAttribute("data-dismiss-url") ?? DISMISS_URL;
    dismissBanner(banner, callBody === null ? null : { url, body: callBody });
  }
  return (
    <section className={`dismissible-banner ${className}`} aria-label={label} data-dismiss-url={DISMISS_URL} style={style} {...data}>
      <div className="dismissible-banner__inner container">
        <p className="dismissible-banner__text">{children}</p>
        {/* Without JavaScript (or before it runs) the form posts and the page comes back without the banner. */}
        <form method="post" action={DISMISS_FORM_ACTION} onSubmit={onDismiss} className="dismissible-banner__form">
          {Object.entries(formFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="return_to" value={pathname + search} />
          <button type="submit" className="dismissible-banner__dismiss">
            Dismiss
          </button>
        </form>
      </div>
    </section>
  );
}

/**
 * The store notice (S-1-20, S-2-40). `hasSession` says whether this visitor already has a session to send
 * the dismissal call from: a visitor without one is not given one for it (their pages stay shared), and
 * the cookie alone remembers the dismissal.
 */
export function StoreNotice({ notice, hasSession }: { notice: StoreNoticeView; hasSession: boolean }) {
  return (
    <DismissibleBannerView
      banner={storeNoticeBanner(notice.id)}
      label="Store notice"
      className={`store-notice store-notice--${notice.position}`}
      callBody={hasSession ? { notice: notice.id } : null}
      formFields={{ notice: notice.id }}
      style={{ "--notice-bg": notice.colours.background, "--notice-fg": notice.colours.text } as CSSProperties}
      data={{ "data-notice-id": notice.id }}
    >
      {notice.text}
      {notice.link && (
        <>
          {" "}
          <a className="dismissible-banner__link" href={sanitizeUrl(notice.link.url)}>
            {notice.link.text}
          </a>
        </>
      )}
    </DismissibleBannerView>
  );
}

/** What staff see while the shop is in coming-soon mode; dismissed with spec call 4's own payload. */
export function ComingSoonBanner() {
  return (
    <DismissibleBannerView
      banner={comingSoonBanner}
      label="Coming soon mode"
      className="coming-soon-banner"
      callBody={{ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } }}
      formFields={{ coming_soon_banner_dismissed: "yes" }}
    >
      Coming soon mode is on: the shop is not launched yet. Switch it off in the settings when you open.
    </DismissibleBannerView>
  );
}
