import { data, Link, redirect } from "react-router";
import { AddressForm } from "../components/account/address-form.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { addressInput, addressValues, setAccountNotice } from "../lib/account-addresses.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { typedValues } from "../lib/form-values.server.ts";
import type { Route } from "./+types/account-address-edit";

const TITLES = { billing: "Billing address", shipping: "Shipping address" } as const;

function kindOf(param: string | undefined): "billing" | "shipping" {
  if (param === "billing" || param === "shipping") return param;
  throw data(null, { status: 404 });
}

export function meta({ params }: Route.MetaArgs) {
  const title = params.kind === "billing" || params.kind === "shipping" ? TITLES[params.kind] : "Page not found";
  return [{ title: `${title} — My account — Vitrine` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // Who is asking comes first: a guest is sent to log in whatever the address.
  const { customer } = await requireCustomer(context.ctx);
  const kind = kindOf(params.kind);
  const saved = await context.services.customers.addresses(customer.id);
  return { kind, values: addressValues(kind, saved[kind]) };
}

/** A plain form post: saved → 303 to the addresses page with a one-time notice; refused → 400 with the typed values and each field's problem. */
export async function action({ params, context }: Route.ActionArgs) {
  const { customer } = await requireCustomer(context.ctx);
  const kind = kindOf(params.kind);
  const form = await context.ctx.form();
  try {
    await context.services.customers.saveAddress(customer.id, kind, addressInput(form, kind));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data({ message: error.message, errors: error.fields ?? {}, values: typedValues(form) }, { status: error.status });
  }
  setAccountNotice("address-saved", context.ctx);
  return redirect("/account/addresses", { status: 303 });
}

export default function AccountAddressEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <section className="account-section" aria-labelledby="account-address-heading">
      <p className="account-back">
        <Link to="/account/addresses">← Addresses</Link>
      </p>
      <h2 id="account-address-heading">{TITLES[kind]}</h2>
      <AddressForm kind={kind} values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} message={actionData?.message ?? null} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
