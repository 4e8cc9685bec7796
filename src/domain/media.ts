// A file as an upload stores it (src/lib/entity/upload.ts) and the seed writes it (scripts/seed-data/media.ts).

/** A file uploaded to storage, as its metadata document records it. */
export interface UploadedFile {
  /** The name the file had on the uploader's machine. */
  name: string;
  /** Its unique storage path (src/lib/entity/upload.ts uniquePath). */
  path: string;
  url: string;
  contentType: string;
  size: number;
  /** Pixel size, for images whose size the browser could read. */
  width?: number;
  height?: number;
  /** Widths of the resized WebP copies stored beside it (src/lib/util/image-variants.ts). */
  variants?: number[];
}
