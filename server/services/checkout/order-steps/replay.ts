/** Thrown inside the order's transaction when this Idempotency-Key already has its order: the caller answers that one. */
export class Replay extends Error {}
