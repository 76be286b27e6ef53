import { Link, isRouteErrorResponse } from "react-router";
import { isRouteErrorData, type RouteErrorData } from "../../lib/route-errors.ts";
import { ErrorPage } from "./error-page.tsx";

/** Turns whatever a route threw into a helpful page; expected failures explain themselves. */
export function RouteErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (isRouteErrorData(error.data)) return <ExpectedError status={error.status} data={error.data} />;
    if (error.status === 404) {
      return (
        <ErrorPage status={404} title="Page not found">
          <p>The page you asked for isn’t here. It may have moved, or the address may have a typo.</p>
        </ErrorPage>
      );
    }
    return (
      <ErrorPage status={error.status} title="We couldn’t open that page">
        <p>{error.statusText || "The request could not be completed."}</p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage status={500} title="Something went wrong">
      <p>Sorry, something broke on our side. Please try again in a moment.</p>
      {import.meta.env.DEV && error instanceof Error && <pre className="error-page__stack">{error.stack}</pre>}
    </ErrorPage>
  );
}

function ExpectedError({ status, data }: { status: number; data: RouteErrorData }) {
  switch (data.reason) {
    case "invalid-query":
      return (
        <ErrorPage status={status} title="That listing address isn’t quite right" showWayBack={false}>
          <p>We couldn’t show these products because of the following:</p>
          <ul className="error-page__fields">
            {Object.entries(data.fields).map(([field, message]) => (
              <li key={field}>
                <code>{field}</code>: {message}
              </li>
            ))}
          </ul>
          <p className="error-page__actions">
            <Link to={data.resetHref} className="button">
              Start again without these options
            </Link>
            <Link to="/shop" className="button button--ghost">
              Go to the shop
            </Link>
          </p>
        </ErrorPage>
      );
    case "page-out-of-range":
      return (
        <ErrorPage status={status} title="That page doesn’t exist">
          <p>
            This listing has {data.pageCount} {data.pageCount === 1 ? "page" : "pages"}. <Link to={data.lastPageHref}>Go to the last page</Link>.
          </p>
        </ErrorPage>
      );
    case "category-not-found":
      return (
        <ErrorPage status={status} title="We couldn’t find that category">
          <p>It may have been renamed or removed. These are the categories we have:</p>
          <ul role="list" className="error-page__categories">
            {data.categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/category/${category.slug}`}>{category.name}</Link> <span className="muted">({category.productCount})</span>
              </li>
            ))}
          </ul>
        </ErrorPage>
      );
    case "product-not-found":
      return (
        <ErrorPage status={status} title="We couldn’t find that product">
          <p>It may be sold out for good or have a new address. Try searching for it.</p>
        </ErrorPage>
      );
    case "order-not-found":
      return (
        <ErrorPage status={status} title="We couldn’t find that order">
          <p>The link may be incomplete. Your order confirmation e-mail has the full link.</p>
        </ErrorPage>
      );
  }
}
