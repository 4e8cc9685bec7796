// The plain types both the entity definition (./entity) and its row actions (./row-actions) use,
// apart so that neither imports the other's types back.

/** Back-office roles (roles/{uid}.role): admins do everything, editors all content, contributors
 *  (issue 22) draft their own posts and case studies and submit them for review. */
export type StaffRole = 'admin' | 'editor' | 'contributor';

export type ColumnKind = 'text' | 'number' | 'date' | 'boolean' | 'chip';
export interface ColumnDef<T> {
  field: keyof T & string;
  header?: string;
  kind?: ColumnKind;
  /** Relative width (flex); numbers and dates default to narrow columns. */
  flex?: number;
  /** A value computed from the row instead of the field's own (e.g. a status from two fields). */
  value?: (row: T) => unknown;
  /** The column's own key when several columns read one field through `value` (e.g. parts of
   *  a lead's attribution); defaults to `field`. */
  key?: string;
  /** Hidden until shown from the columns menu (still in the CSV export, which has every column). */
  hidden?: boolean;
  /** ISO times at which `value` changes by itself (a status at its publish time): tables refresh it then. */
  changesAt?: (row: T) => readonly (string | null | undefined)[];
}
