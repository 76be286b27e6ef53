import { data } from "react-router";

// Not built yet: answers 404 like any unknown page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
