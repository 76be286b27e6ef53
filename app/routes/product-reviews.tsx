import { data, redirect } from "react-router";
import { z } from "zod";
import type { ProductPageSettings } from "../../domain/product/page-settings.ts";
import { parseRating } from "../../domain/product/product-page-texts.ts";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { type ReviewField, ReviewForm, type ReviewFormResult } from "../components/product/reviews-form.tsx";
import { routeError } from "../lib/route-errors.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import type { Route } from "./+types/product-reviews";

export const REVIEW_CONTENT_MAX = 5000;

/** A review as the form posts it; without a valid rating it is refused only while ratings are required. */
const reviewSchema = (settings: Pick<ProductPageSettings, "ratingsRequired" | "texts">, signedIn: boolean) =>
  z.object({
    rating: z.string().transform((value, ctx) => {
      const rating = parseRating(value);
      if (rating === null && settings.ratingsRequired) {
        ctx.addIssue({ code: "custom", message: settings.texts.ratingRequired });
        return z.NEVER;
      }
      return rating;
    }),
    comment: z.string().trim().min(1, "Please type your review.").max(REVIEW_CONTENT_MAX, `Please keep your review under ${REVIEW_CONTENT_MAX} characters.`),
    // A signed-in customer is not asked: their account's name and e-mail are used.
    author: signedIn ? z.string() : z.string().trim().min(1, "Please enter your name.").max(245, "Please shorten your name."),
    email: signedIn ? z.string() : z.string().trim().max(100, "Please enter a valid email address.").pipe(z.email("Please enter a valid email address.")),
  });
const FIELDS: readonly ReviewField[] = ["rating", "comment", "author", "email"];

export function meta() {
  return [{ title: "Your review — Vitrine" }, { name: "robots", content: "noindex" }];
}

async function reviewSettings(context: Route.LoaderArgs["context"], slug: string): Promise<ProductPageSettings> {
  const product = await context.services.catalog.getProduct(slug);
  if (!product) throw routeError(404, { reason: "product-not-found" });
  return context.services.settings.productPage(product.pageSettings);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const settings = await reviewSettings(context, params.slug);
  return { ratingsRequired: settings.ratingsRequired, ratingRequiredText: settings.texts.ratingRequired };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const settings = await reviewSettings(context, params.slug);
  const form = await context.ctx.form();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<ReviewField, string>;
  const [policy, customer] = await Promise.all([context.services.settings.reviews(), context.ctx.customer()]);
  const parsed = reviewSchema(settings, customer !== null).safeParse(values);
  if (!parsed.success) {
    const fields: ReviewFormResult["fields"] = {};
    for (const issue of parsed.error.issues) fields[issue.path[0] as ReviewField] ??= issue.message;
    // A document POST (no JavaScript) answers 400 as refused input should. The enhanced form's fetch gets
    // the same fields with 200: browsers log every 4xx fetch as a console error, which is not one here.
    const fromDocument = (request.headers.get("accept") ?? "").includes("text/html");
    return data<ReviewFormResult>({ fields, values }, fromDocument ? 400 : 200);
  }
  const { rating, comment, author, email } = parsed.data;
  let review;
  try {
    review = await context.services.reviews.submitReview(
      params.slug,
      { rating, content: comment, authorName: author, authorEmail: email },
      { settings: policy, customer },
    );
  } catch (error) {
    if (isServiceError(error) && error.code === "verified_owners_only") return data<ReviewFormResult>({ fields: { comment: error.message }, values }, 403);
    throw error;
  }
  if (!review) throw routeError(404, { reason: "product-not-found" });
  // The notice tells the author whether the review shows now or waits for a moderator.
  return redirect(`/product/${params.slug}?review=${review.status === "approved" ? "published" : "submitted"}#reviews`);
}

/** Reached by a refused POST without JavaScript (or a direct visit): the form again, with the values and the errors. */
export default function ProductReviews({ params, loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container reviews-page">
      <h1>Your review</h1>
      <p>
        {actionData ? "Please check the fields below. " : null}
        <a href={`/product/${params.slug}#reviews`}>Back to the product</a>
      </p>
      <ReviewForm
        productSlug={params.slug}
        productName=""
        hasReviews
        ratingsRequired={loaderData.ratingsRequired}
        ratingRequiredText={loaderData.ratingRequiredText}
        result={actionData}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
