/** Dates and money as the people screens show them (en-GB, the admin's locale). */
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export const formatDateTime = (value: Date | string) => `${dateTime.format(new Date(value))} UTC`;
export const formatDate = (value: Date | string) => date.format(new Date(value));
export const formatMoney = (minor: number, currency: string) => new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
