// Where a record is still used elsewhere (a file as a post's cover, in its body, as the logo...):
// a definition declares the places to look, the entity layer looks before deleting and refuses with
// a message that names each use. Pure: the documents are read by the caller.
import type { PlainDoc } from '@/lib/data';

/** A field of another collection that may refer to a record. */
export interface UsageField {
  name: string;
  /** How the field is named to people ("cover image"). */
  label: string;
  /** 'equals' (an image URL field) or 'contains' (Markdown that may embed the link). */
  match: 'equals' | 'contains';
}

/** One place to look: a collection (every document) or one document of it. */
export interface UsagePlace {
  collection: string;
  /** Only this document (e.g. settings/branding). */
  doc?: string;
  /** What one document there is called ("blog post"). */
  label: string;
  /** The field naming the document in the message (default: its id). */
  titleField?: string;
  fields: readonly UsageField[];
}

/** A definition's usage declaration: the strings that refer to a record, and where to look. */
export interface EntityUsage<T> {
  keys(record: T): string[];
  places: readonly UsagePlace[];
}

export interface Use {
  /** "blog post" */
  place: string;
  /** "Steel vs timber" */
  title: string;
  /** "cover image" */
  field: string;
}

/** The uses of any of `keys` in the documents of one place. */
export function findUses(keys: readonly string[], place: UsagePlace, docs: readonly PlainDoc[]): Use[] {
  const wanted = keys.filter((k) => k.length > 0);
  if (wanted.length === 0) return [];
  const uses: Use[] = [];
  for (const doc of docs) {
    for (const field of place.fields) {
      const value = doc[field.name];
      if (typeof value !== 'string' || !value) continue;
      const hit = wanted.some((k) => (field.match === 'equals' ? value.trim() === k : value.includes(k)));
      if (!hit) continue;
      const title = place.titleField ? doc[place.titleField] : undefined;
      uses.push({
        place: place.label,
        title: typeof title === 'string' && title ? title : place.doc ? '' : doc.id,
        field: field.label,
      });
    }
  }
  return uses;
}

/** "“tower.png” is still used by blog post “Steel vs timber” (cover image) and the branding
 *  (logo). Remove it there first." */
export function usageMessage(name: string, uses: readonly Use[]): string {
  const parts = uses.map((u) => `${u.place}${u.title ? ` “${u.title}”` : ''} (${u.field})`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `“${name}” is still used by ${list}. Remove it there first.`;
}

/** The error code of a delete refused because the record is still used. */
export const IN_USE = 'in-use';
