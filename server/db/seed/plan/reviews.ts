import { REVIEWING_CUSTOMERS } from "../customers.ts";
import type { Random } from "../random.ts";

export type ReviewSpec = {
  /** Set for a verified owner's review: the demo customer who wrote it. */
  customerEmail: string | null;
  authorName: string;
  authorEmail: string;
  rating: number;
  content: string;
  status: "approved" | "pending";
  verified: boolean;
  createdAt: Date;
};

const GUESTS = ["Hannah K.", "Tom B.", "Inès M.", "Oliver S.", "Chloé R.", "Marco P.", "Freya L.", "Daniel V.", "Aisha N.", "Pieter D.", "Nora H.", "Yusuf A."];

const LINES: Record<number, string[]> = {
  5: [
    "Even nicer in person than in the pictures. Beautifully made.",
    "Bought one, came back for two more as gifts. Lovely quality.",
    "Exactly what I hoped for, and it arrived in two days.",
    "The colour is gorgeous and the finish feels really premium.",
  ],
  4: [
    "Very happy with it. The colour is a touch lighter than on screen.",
    "Good quality for the price; packaging was plastic-free too.",
    "Really nice, though delivery took a little longer than promised.",
  ],
  3: ["Does the job. Nice enough, but I expected a bit more for the price.", "Decent, but the size was not quite what I pictured."],
  2: ["Looks nice but showed wear after a few weeks.", "Not for me: the colour was quite different from the photos."],
  1: ["Arrived damaged. Customer service sorted it out, but still disappointing."],
};

/** A handful of reviews per product around a per-product quality, a few awaiting moderation. */
export function planReviews(productCreatedAt: Date, now: Date, random: Random): ReviewSpec[] {
  if (random.chance(0.2)) return [];
  const count = random.int(1, 8);
  const quality = 3.3 + random.next() * 1.6;
  const ageMs = now.getTime() - productCreatedAt.getTime();
  const reviews: ReviewSpec[] = [];
  for (let i = 0; i < count; i++) {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2.4)));
    const customer = random.chance(0.45) ? random.pick(REVIEWING_CUSTOMERS) : null;
    const guest = random.pick(GUESTS);
    reviews.push({
      customerEmail: customer?.email ?? null,
      authorName: customer ? `${customer.firstName} ${customer.lastName.charAt(0)}.` : guest,
      authorEmail: customer?.email ?? `${guest.split(" ")[0]?.toLowerCase()}@example.com`,
      rating,
      content: random.pick(LINES[rating] ?? []),
      status: random.chance(0.12) ? "pending" : "approved",
      verified: customer !== null,
      createdAt: new Date(productCreatedAt.getTime() + Math.floor(ageMs * (0.1 + random.next() * 0.85))),
    });
  }
  return reviews;
}

/** The product's rating figures, from approved reviews only; the average has two decimals. */
export function ratingSummary(reviews: ReviewSpec[]): { averageRating: number; ratingCount: number } {
  const approved = reviews.filter((r) => r.status === "approved");
  if (approved.length === 0) return { averageRating: 0, ratingCount: 0 };
  const mean = approved.reduce((sum, r) => sum + r.rating, 0) / approved.length;
  return { averageRating: Math.round(mean * 100) / 100, ratingCount: approved.length };
}
