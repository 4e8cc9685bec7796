// The plain types both the entity definition (./entity) and its row actions (./row-actions) use,
// apart so that neither imports the other's types back.

export type StaffRole = 'admin' | 'editor';

export type ColumnKind = 'text' | 'number' | 'date' | 'boolean' | 'chip';
export interface ColumnDef<T> {
  field: keyof T & string;
  header?: string;
  kind?: ColumnKind;
  /** Relative width (flex); numbers and dates default to narrow columns. */
  flex?: number;
  /** A value computed from the row instead of the field's own (e.g. a status from two fields). */
  value?: (row: T) => unknown;
}
