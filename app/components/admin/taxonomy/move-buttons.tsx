import { Form } from "react-router";

/**
 * "Up" and "Down" for one item among its siblings: real form posts, so they work from the keyboard and
 * without JavaScript. A button is disabled at its end of the list.
 */
export function MoveButtons({
  id,
  name,
  first,
  last,
  extra = {},
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post" className="taxonomy__move" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button type="submit" name="direction" value="up" disabled={first} aria-label={`Move ${name} up`}>
        Up
      </button>
      <button type="submit" name="direction" value="down" disabled={last} aria-label={`Move ${name} down`}>
        Down
      </button>
    </Form>
  );
}

/**
 * Delete behind a disclosure that says what deleting does: one deliberate step more than a click, and it
 * works without JavaScript.
 */
export function DeleteDisclosure({ id, name, effect, extra = {} }: { id: number; name: string; effect: string; extra?: Record<string, string> }) {
  return (
    <details className="taxonomy__delete">
      <summary aria-label={`Delete ${name}…`}>Delete…</summary>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        {Object.entries(extra).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <p>{effect}</p>
        <button type="submit" className="admin-button--danger">
          Delete {name}
        </button>
      </Form>
    </details>
  );
}
