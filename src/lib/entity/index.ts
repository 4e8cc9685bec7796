// The back office's entity framework: one definition per content type (./entity), from which the
// endpoints (entity-api, entity-window-api, row-actions-api, entity-files-api), the row actions,
// the uploads and the unsaved-changes prompt (./form; the form hook itself is the site's,
// src/lib/form/schema-form.ts) derive.
// Not here, imported by their path: ./upload-api and ./clipboard-api, endpoint sets that register
// themselves when loaded.
// How to import (src/lib/README.md): types from this index; values from the module by its path
// (`import { X } from '@/lib/entity/entity'`): the bundler splits chunks by the import graph, in
// which this index links every module below, so a value imported through it loads modules the page
// never uses (the back office's shell grew 21 kB gzipped that way). Tests and scripts import from
// the index.
export * from './entity';
export * from './entity-actions';
export * from './entity-api';
export * from './entity-companions';
export * from './entity-files-api';
export * from './entity-window';
export * from './entity-window-api';
export * from './form';
export * from './incremental';
export * from './pending';
export * from './pending-api';
export * from './row-actions';
export * from './row-actions-api';
export * from './translation';
export * from './translation-api';
export * from './types';
export * from './upload';
export * from './upload-toasts';
export * from './usage';
