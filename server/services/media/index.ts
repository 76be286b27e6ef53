export { renderImage } from "./render.ts";
export { createMediaStore, MEDIA_KEY_PATTERN, type MediaFile, type MediaStore, type MediaStoreOptions } from "./store.ts";
export { renderUpload, UPLOAD_FILE_PATTERN, uploadsDirOf } from "./uploads.ts";
export { readMediaImageForPdf, type DocumentImage } from "./document-image.ts";
export { DRAWINGS, isDrawingName, renderDrawing, type DrawingName } from "./drawings.ts";
