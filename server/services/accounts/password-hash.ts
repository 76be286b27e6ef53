import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's first recommended setting: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** false for a wrong password and for a stored value that is not an argon2 hash; never throws. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification against a throwaway hash, so a login for an unknown e-mail (or an
 * account without a password) takes about as long as a wrong password for a real one.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword("vitrine-timing-equaliser");
  await verifyPassword(await dummy, password);
  return false;
}
