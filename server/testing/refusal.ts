/** The refusal a service call ends in: the test fails when the call succeeds or throws anything else. */
import { expect } from "vitest";
import { ServiceError } from "../services/errors.ts";

export async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ServiceError);
  return outcome as ServiceError;
}
