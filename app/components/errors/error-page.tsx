import { Link } from "react-router";
import { SearchForm } from "../shell/search-form.tsx";

type ErrorPageProps = {
  status: number;
  title: string;
  children?: React.ReactNode;
  /** Offer the search field and the usual ways back into the shop. */
  showWayBack?: boolean;
};

/** The frame of every error page: what happened, then ways to carry on shopping. */
export function ErrorPage({ status, title, children, showWayBack = true }: ErrorPageProps) {
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">Error {status}</p>
      <h1 id="error-title">{title}</h1>
      <div className="error-page__body">{children}</div>
      {showWayBack && (
        <>
          <SearchForm className="error-page__search" label="Search the shop" visibleLabel />
          <ul role="list" className="error-page__links">
            <li>
              <Link to="/" className="button button--ghost">
                Home page
              </Link>
            </li>
            <li>
              <Link to="/shop" className="button">
                Browse the shop
              </Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
