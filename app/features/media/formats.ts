/** The image formats an upload may be: the file fields offer these, the server checks the content. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];
