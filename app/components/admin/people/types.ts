/** The customer screen's data as its loader hands it over (the people service's detail, read-only here). */
export type CustomerView = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  createdAt: Date;
  deactivatedAt: Date | null;
  anonymisedAt: Date | null;
  hasPassword: boolean;
  roles: string[];
  orderCount: number;
  orders: { id: number; number: string; status: string; createdAt: Date; total: number; currency: string; itemCount: number }[];
  addresses: {
    id: number;
    kind: string;
    firstName: string;
    lastName: string;
    company: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
    phone: string;
  }[];
  sessions: { id: string; createdAt: Date; expiresAt: Date }[];
};
