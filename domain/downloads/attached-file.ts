/**
 * A file attached to a downloadable product, as the admin's product editor lists it and the downloads
 * service answers it: the one shape both sides use.
 */
export type AttachedFile = {
  id: number;
  /** The name buyers see. */
  name: string;
  /** The stored file's name, offered when it is downloaded. */
  fileName: string;
  /** Bytes. */
  size: number;
  /** The variation it comes with; null for every variation (or a simple product). */
  variationId: number | null;
  /** Downloads per purchase; null for unlimited. */
  downloadLimit: number | null;
  /** Days after purchase that it can be downloaded; null for ever. */
  expiryDays: number | null;
};
