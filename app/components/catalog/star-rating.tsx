import type { CSSProperties } from "react";
import { formatRating, ratingLabel } from "../../lib/catalog-text.ts";

/** Five stars filled to the average; read out as "Rated 4.25 out of 5". Nothing when unrated. */
export function StarRating({ average, count }: { average: number; count: number }) {
  if (count <= 0) return null;
  const fill = { "--rating-fill": `${(Math.min(Math.max(average, 0), 5) / 5) * 100}%` } as CSSProperties;
  return (
    <div className="rating">
      <span className="star-rating" role="img" aria-label={ratingLabel(average)} style={fill} />
      <span className="rating__count">
        <span aria-hidden="true">{formatRating(average)} </span>({count}
        <span className="visually-hidden"> {count === 1 ? "review" : "reviews"}</span>)
      </span>
    </div>
  );
}
