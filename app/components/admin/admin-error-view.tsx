import { isRouteErrorResponse, Link } from "react-router";

/** An admin page that could not be shown: refused (403), missing (404), or broken (500), with a way back. */
export function AdminErrorView({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "Your role does not open this page. Ask an administrator if you need it."
      : status === 404
        ? "There is nothing at this address: it may have been deleted."
        : status < 500 && isRouteErrorResponse(error)
          ? String((error.data as { error?: { message?: string } })?.error?.message ?? error.statusText ?? "The request could not be completed.")
          : "Something broke on our side. Please try again in a moment.";
  const title = status === 403 ? "Not for your role" : status === 404 ? "Not found" : status < 500 ? "That did not work" : "Something went wrong";
  return (
    <section className="admin-card" aria-labelledby="admin-error-title">
      <h1 id="admin-error-title">{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/admin">Back to the admin</Link>
      </p>
    </section>
  );
}
