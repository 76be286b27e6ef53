import { slugify } from "../../../domain/slug.ts";
import { ServiceError } from "../errors.ts";

/** Tries "lamps", then "lamps-2", "lamps-3", … : enough for any real catalogue, and a bound on the search. */
const SUFFIX_TRIES = 50;

/**
 * The slug to store. A slug the staff member typed must be free (409 beside the field otherwise); one
 * made from the name takes the first free numbered form, so two "Lamps" can coexist.
 */
export async function chooseSlug(typed: string, name: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (typed) {
    if (await isTaken(typed))
      throw new ServiceError("conflict", "slug_taken", `The slug "${typed}" is already used.`, {
        fields: { slug: "This slug is already used; choose another." },
      });
    return typed;
  }
  const base = slugify(name) || "item";
  for (let n = 1; n <= SUFFIX_TRIES; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new ServiceError("conflict", "slug_taken", "Every slug made from this name is used; type one.", { fields: { slug: "Type a slug of your own." } });
}

export function notFound(entity: string, id: number): ServiceError {
  return new ServiceError("not_found", `${entity}_not_found`, `There is no ${entity} ${id}.`);
}
