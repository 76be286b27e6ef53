/** The customer screen's data as its loader hands it over: the people service's detail, read-only here. */
export type { CustomerDetail as CustomerView } from "../../../../domain/admin/people.ts";
