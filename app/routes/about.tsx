import { Link } from "react-router";
import type { Route } from "./+types/about";

export function meta(_: Route.MetaArgs) {
  return [{ title: "About — Vitrine" }, { name: "description", content: "Who we are, what we stock and how we ship." }];
}

/** A static page with no loader of its own: the shell's menus are all it reads. */
export default function About() {
  return (
    <article className="container prose">
      <h1>About Vitrine</h1>
      <p>
        Vitrine is a small shop for things that get used every day: lamps that light a desk well, linen that softens with every wash, mugs that keep their
        glaze, bags that carry a week away.
      </p>
      <h2>How we choose</h2>
      <p>Everything we stock is made in small runs by workshops we know. We would rather carry one good colander than five, and we keep the spare parts.</p>
      <h2 id="delivery">Delivery and returns</h2>
      <p>Orders leave our workshop within two working days. If something is not right, send it back within 30 days and we refund it in full.</p>
      <h2 id="contact">Contact</h2>
      <p>
        Write to <a href="mailto:hello@vitrine.test">hello@vitrine.test</a> or call <a href="tel:+35315550123">+353 1 555 0123</a>, Monday to Saturday from
        10:00 to 18:00. Our studio shop in Dublin keeps the same hours, and opens on Sundays from 12:00 to 17:00.
      </p>
      <p>
        <Link to="/shop" className="button">
          Browse the shop
        </Link>
      </p>
    </article>
  );
}
