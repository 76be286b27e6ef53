import { Link } from "react-router";

/** The home page's opening: a promise and the two ways in. The art is CSS, so it costs no request. */
export function Hero() {
  return (
    <section className="hero container" aria-labelledby="hero-title">
      <div className="hero__panel">
        <div className="hero__copy">
          <p className="hero__eyebrow">New season, slow living</p>
          <h1 id="hero-title" className="hero__title">
            Objects that make a house a home
          </h1>
          <p className="hero__text">
            Furniture, lighting, textiles and kitchenware from small European workshops — chosen to be used every day and kept for years.
          </p>
          <p className="hero__actions">
            <Link to="/shop" className="button">
              Shop the collection
            </Link>
            <Link to="/shop?sort=date" className="button button--ghost">
              See what’s new
            </Link>
          </p>
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__shape hero__shape--sun" />
          <span className="hero__shape hero__shape--arch" />
          <span className="hero__shape hero__shape--block" />
        </div>
      </div>
    </section>
  );
}
