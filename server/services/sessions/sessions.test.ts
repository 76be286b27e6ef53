import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/connect.ts";
import { customers, sessions } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices } from "../index.ts";
import { SESSION_COOKIE, sessionTokenFromCookieHeader } from "./cookie.ts";
import {
  createSessionService,
  hashToken,
  newSession,
  nonceMatches,
  SESSION_CACHE_MAX,
  SESSION_CACHE_TTL_MS,
  SESSION_TTL_MS,
  type SessionService,
} from "./index.ts";

let database: Database;
let service: SessionService;
let clock = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  service = createSessionService(database.db, () => clock);
});
afterAll(async () => database?.close());

type Where = { where(condition: unknown): Promise<unknown[]> };
type Select = (fields: unknown) => { from(table: unknown): Where };

/**
 * The test database with the session lookups (select … from … where) counted. After `hold()`, the next
 * lookup reads its rows and then waits, before the service sees them, until the test releases it.
 */
function watched(db: Db) {
  const probe = { lookups: 0, db: db, hold };
  let held: { reached: () => void; gate: Promise<void> } | null = null;
  function hold() {
    let reached!: () => void;
    let release!: () => void;
    const readIt = new Promise<void>((resolve) => (reached = resolve));
    held = { reached, gate: new Promise<void>((resolve) => (release = resolve)) };
    return { readIt, release };
  }
  const select: Select = (fields) => {
    const query = (db.select as unknown as Select)(fields);
    return {
      from: (table) => ({
        async where(condition) {
          probe.lookups += 1;
          const rows = await query.from(table).where(condition);
          const waiting = held;
          held = null;
          if (waiting) {
            waiting.reached();
            await waiting.gate;
          }
          return rows;
        },
      }),
    };
  };
  probe.db = new Proxy(db, {
    get(target, property) {
      if (property === "select") return select;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return probe;
}

describe("session cookie header", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["a=b", undefined],
    [`${SESSION_COOKIE}=tok`, "tok"],
    [`a=b; ${SESSION_COOKIE}=tok ; c=d`, "tok"],
    [`x${SESSION_COOKIE}=tok`, undefined],
    ["garbage;;;==", undefined],
  ])("%j → %j", (header, token) => expect(sessionTokenFromCookieHeader(header)).toBe(token));
});

describe(`session service on ${testDatabaseKind}`, () => {
  it("creates a session found again by its token until it expires", async () => {
    clock = new Date("2026-11-23T12:00:00Z");
    const { token, session } = await service.create();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.id).toBe(hashToken(token));
    expect(session.expiresAt.getTime()).toBe(clock.getTime() + SESSION_TTL_MS);
    expect(await service.find(token)).toEqual(session);
    clock = new Date(clock.getTime() + SESSION_TTL_MS + 1);
    expect(await service.find(token)).toBeNull();
  });

  it("ignores missing, malformed and unknown tokens", async () => {
    expect(await service.find(undefined)).toBeNull();
    expect(await service.find("short")).toBeNull();
    expect(await service.find("A".repeat(43))).toBeNull();
    expect(service.idOf("not a token")).toBeNull();
  });

  it("matches only the session's own nonce", async () => {
    const { session } = await service.create();
    expect(nonceMatches(session, session.nonce)).toBe(true);
    for (const sent of [undefined, "", session.nonce + "x", session.nonce.slice(1), "x".repeat(500)]) expect(nonceMatches(session, sent)).toBe(false);
  });
});

describe(`session cache on ${testDatabaseKind}`, () => {
  let now: number;
  let probe: ReturnType<typeof watched>;
  let cached: SessionService;
  /** Ends a session the way another server process would: in the database, unseen by this cache. */
  const endElsewhere = (id: string) => database.db.delete(sessions).where(eq(sessions.id, id));

  beforeEach(() => {
    now = Date.parse("2026-11-23T12:00:00Z");
    probe = watched(database.db);
    cached = createSessionService(probe.db, () => new Date(now));
  });

  it("a second find within SESSION_CACHE_TTL_MS runs no query", async () => {
    const { token, session } = await cached.create();
    expect(await cached.find(token)).toEqual(session);
    expect(probe.lookups).toBe(1);
    now += SESSION_CACHE_TTL_MS - 1;
    expect(await cached.find(token)).toEqual(session);
    expect(probe.lookups).toBe(1);
  });

  it("a session ended by another process is answered from the cache until the entry is SESSION_CACHE_TTL_MS old, then read again", async () => {
    const { token, session } = await cached.create();
    await cached.find(token);
    await endElsewhere(session.id);
    now += SESSION_CACHE_TTL_MS - 1;
    expect(await cached.find(token)).toEqual(session);
    now += 1;
    expect(await cached.find(token)).toBeNull();
    expect(probe.lookups).toBe(2);
  });

  it("an expired session is not answered from the cache", async () => {
    const { token, session } = await cached.create();
    now = session.expiresAt.getTime() - 1000;
    expect(await cached.find(token)).toEqual(session);
    now = session.expiresAt.getTime();
    expect(await cached.find(token)).toBeNull();
    expect(probe.lookups).toBe(2);
  });

  it("unknown tokens are looked up every time (never cached); malformed ones are never looked up", async () => {
    const unknown = "A".repeat(43);
    expect(await cached.find(unknown)).toBeNull();
    expect(await cached.find(unknown)).toBeNull();
    expect(probe.lookups).toBe(2);
    expect(await cached.find("not a token")).toBeNull();
    expect(probe.lookups).toBe(2);
  });

  it("forget makes the next find of those sessions read again, and only of those", async () => {
    const a = await cached.create();
    const b = await cached.create();
    await Promise.all([cached.find(a.token), cached.find(b.token)]);
    const before = probe.lookups;
    await endElsewhere(a.session.id);
    cached.forget([a.session.id]);
    expect(await cached.find(a.token)).toBeNull();
    expect(await cached.find(b.token)).toEqual(b.session);
    expect(probe.lookups).toBe(before + 1);
  });

  it("a forget while a find is under way keeps that find from caching the row it read", async () => {
    const { token, session } = await cached.create();
    const { readIt, release } = probe.hold();
    const finding = cached.find(token);
    await readIt;
    // The find has read the live row; now this process ends the session, commits, and forgets it.
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(now) })
      .where(eq(sessions.id, session.id));
    cached.forget([session.id]);
    release();
    expect(await finding).toEqual(session);
    expect(await cached.find(token)).toBeNull();
    expect(probe.lookups).toBe(2);
  });

  it(`holds at most SESSION_CACHE_MAX (${SESSION_CACHE_MAX}) sessions, dropping the one filled longest ago`, async () => {
    const made = Array.from({ length: SESSION_CACHE_MAX + 1 }, () => newSession(new Date(now)));
    for (let i = 0; i < made.length; i += 1000) {
      await database.db
        .insert(sessions)
        .values(made.slice(i, i + 1000).map(({ session }) => ({ id: session.id, nonce: session.nonce, expiresAt: session.expiresAt })));
    }
    const [first, second, ...rest] = made.map((m) => m.token);
    await cached.find(first);
    await cached.find(second);
    await Promise.all(rest.map((token) => cached.find(token)));
    const filled = probe.lookups;
    expect(await cached.find(second)).not.toBeNull();
    expect(await cached.find(rest.at(-1))).not.toBeNull();
    expect(probe.lookups).toBe(filled);
    expect(await cached.find(first)).not.toBeNull();
    expect(probe.lookups).toBe(filled + 1);
  });
});

describe(`the shop's services on ${testDatabaseKind}: a session this process ends is refused at once`, () => {
  it("an order that creates an account ends the guest session it was placed from", async () => {
    const services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
    const ids = await seedCatalogueFixture(database.db);
    const guest = await services.sessions.create();
    await services.cart.addItems(guest.session.id, { productId: ids.get("red-lamp")!, quantity: 1 });
    expect(await services.sessions.find(guest.token)).toEqual(guest.session);
    const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
    const placed = await services.checkout.placeOrder(
      { id: guest.session.id, customerId: null },
      {
        email: "cached.buyer@example.com",
        billing,
        shipToDifferentAddress: false,
        shippingMethod: "flat",
        paymentMethod: "bacs",
        createAccount: { password: "a long enough secret" },
      },
      "key-cached-session",
    );
    expect(placed.signedIn).toBeDefined();
    expect(
      await database.db
        .select({ id: customers.id })
        .from(customers)
        .where(sql`lower(${customers.email}) = 'cached.buyer@example.com'`),
    ).toHaveLength(1);
    expect(await services.sessions.find(guest.token)).toBeNull();
    expect(await services.sessions.find(placed.signedIn!.token)).toMatchObject({ customerId: placed.signedIn!.customerId });
  });
});
