import { Link } from "react-router";
import type { CategoryNode } from "../../../domain/catalog/types.ts";

/** Top-level categories as large tiles; tints cycle so neighbours differ. */
export function CategoryCards({ categories }: { categories: CategoryNode[] }) {
  if (categories.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="categories-title">
      <div className="home-section__head">
        <h2 id="categories-title">Shop by category</h2>
        <Link to="/shop" className="home-section__more">
          All products <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul role="list" className="category-cards">
        {categories.map((category, index) => (
          <li key={category.id} className={`category-card category-card--tint-${index % 6}`}>
            <h3 className="category-card__title">
              <Link to={`/category/${category.slug}`} className="category-card__link">
                {category.name}
              </Link>
            </h3>
            {category.description && <p className="category-card__text">{category.description}</p>}
            <p className="category-card__count">
              {category.productCount} {category.productCount === 1 ? "product" : "products"}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
