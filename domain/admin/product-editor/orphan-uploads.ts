/**
 * Uploaded pictures that no product ever kept (merchant admin, issue 17): a picture goes up before the
 * product form is saved, so a form that is never saved leaves one behind. It is deleted once it has gone
 * unused this long; a day leaves a merchant every chance to finish a form opened in the morning.
 */
export const ORPHAN_UPLOAD_MAX_AGE_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** Whether an unused upload, kept at `uploadedAt`, has waited long enough to be deleted at `now`. */
export function isAbandonedUpload(uploadedAt: Date, now: Date, maxAgeHours = ORPHAN_UPLOAD_MAX_AGE_HOURS): boolean {
  return now.getTime() - uploadedAt.getTime() >= maxAgeHours * HOUR_MS;
}
