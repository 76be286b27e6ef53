import { type Db } from "../../db/connect.ts";
import { EMAIL_TAKEN_MESSAGE, prepareAccount, type PreparedAccount } from "../accounts/checkout-account.ts";
import { ServiceError } from "../errors.ts";

/** A taken e-mail refuses the order on the e-mail field: the shopper should log in instead. */
export function emailTakenError(): ServiceError {
  return new ServiceError("conflict", "email_taken", EMAIL_TAKEN_MESSAGE, { fields: { email: EMAIL_TAKEN_MESSAGE } });
}

/**
 * The account "Create an account?" asks for, checked and hashed; refusals name the field at fault
 * (`accountPassword` for the password policy, `email` for a taken address).
 */
export async function accountForOrder(db: Db, email: string, password: string, names: { firstName: string; lastName: string }): Promise<PreparedAccount> {
  const prepared = await prepareAccount(db, { email, password, firstName: names.firstName, lastName: names.lastName });
  if (prepared.ok) return prepared.account;
  const { problem } = prepared;
  if (problem.code === "email_taken") throw emailTakenError();
  const field = problem.code === "invalid_email" ? "email" : "accountPassword";
  throw new ServiceError("invalid", "invalid_checkout", "Please check the highlighted fields.", { fields: { [field]: problem.message } });
}
