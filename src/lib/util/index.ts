// Small utilities that depend on nothing else in src/lib: timing, comparing strings, dates, escaping
// per output format (XML, HTML, chat), the network state, lazy components with a retry,
// redux-persist's storage, the toast table, article view counts, resized image variants.
// How to import (src/lib/README.md): types from this index; values from the module by its path
// (`import { X } from '@/lib/util/dates'`): the bundler splits chunks by the import graph, in
// which this index links every module below, so a value imported through it loads modules the page
// never uses (the back office's shell grew 21 kB gzipped that way). Tests and scripts import from
// the index.
export * from './async';
export * from './compare';
export * from './dates';
export * from './escape';
export * from './image-variants';
export * from './lazy';
export * from './online';
export * from './persist-storage';
export * from './toasts';
export * from './views';
