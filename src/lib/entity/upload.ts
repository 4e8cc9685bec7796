// Files uploaded through the back office: the limits a definition declares (checked at the picker,
// mirrored by storage.rules and firestore.rules), unique storage names, and what one upload records.
// Pure: no Firebase, no DOM.
import type { DocData } from '@/lib/data';
import type { UploadedFile } from '@/domain/media';
import type { z } from '@/lib/schema/zod';

/** The file types and size a definition accepts; storage.rules enforce the same. */
export interface UploadLimits {
  /** Accepted content types, exactly (e.g. 'image/png'). */
  accept: readonly string[];
  /** The largest accepted size in bytes. */
  maxBytes: number;
}

/** Records made by uploading files: each file goes to storage under `folder` and gets one
 *  metadata document, validated by `schema` before it is written (with its audit entry). */
export interface EntityUploads extends UploadLimits {
  folder: string;
  /** The metadata document's fields for an uploaded file, by whom (uid and display name). */
  record: (file: UploadedFile, by: { uid: string; name: string }) => DocData;
  /** The metadata document's shape (firestore.rules mirror it). */
  schema: z.core.$ZodType;
  /** The record field holding the storage path (deleting the record deletes the file there). */
  pathField: string;
  /** Short human names of the accepted types, for messages ("PNG, JPEG, PDF"). */
  typeNames: string;
}

/** A size in bytes as people read it: "812 KB", "4.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

export type FileCheck = { ok: true } | { ok: false; message: string };

/** Whether a picked file may be uploaded; the message names the file and the limit it breaks. */
export function checkFile(
  file: { name: string; type: string; size: number },
  limits: UploadLimits & { typeNames?: string },
): FileCheck {
  if (!limits.accept.includes(file.type.toLowerCase()))
    return {
      ok: false,
      message: `“${file.name}” is not an accepted type${file.type ? ` (${file.type})` : ''}. Accepted: ${limits.typeNames ?? limits.accept.join(', ')}.`,
    };
  if (file.size > limits.maxBytes)
    return {
      ok: false,
      message: `“${file.name}” is ${formatBytes(file.size)}; files must be under ${formatBytes(limits.maxBytes + 1)}.`,
    };
  return { ok: true };
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Twenty random lower-case letters and digits (about 103 bits): a stored file's name cannot be
 *  guessed, even knowing what was uploaded (storage.rules and firestore.rules check the length). */
export function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join('');
}

/**
 * A storage path no earlier upload has: the file's name made safe (lower case, letters, digits and
 * dashes, at most 80 characters) plus a short random suffix before the extension, so two uploads of
 * "Site plan.png" become media/site-plan-<20 random>.png twice and neither
 * overwrites the other (storage.rules refuse overwrites anyway).
 */
export function uniquePath(folder: string, fileName: string, suffix: string = randomSuffix()): string {
  const dot = fileName.lastIndexOf('.');
  const rawExt = dot > 0 ? fileName.slice(dot + 1) : '';
  const ext = /^[a-z0-9]{1,8}$/i.test(rawExt) ? rawExt.toLowerCase() : '';
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${folder}/${stem || 'file'}-${suffix}${ext ? `.${ext}` : ''}`;
}
