export { renderImage } from "./render.ts";
export { createMediaStore, MEDIA_KEY_PATTERN, type MediaFile, type MediaStore, type MediaStoreOptions } from "./store.ts";
