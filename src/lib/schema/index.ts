// Validation: the field schemas content types share (links, slugs, people's names, articles). They
// bring zod. zod itself (zod/mini with English messages) is not here: `import { z } from
// '@/lib/schema/zod'`.
// How to import (src/lib/README.md): types from this index; values from the module by its path
// (`import { X } from '@/lib/schema/links'`): the bundler splits chunks by the import graph, in
// which this index links every module below, so a value imported through it loads modules the page
// never uses (the back office's shell grew 21 kB gzipped that way). Tests and scripts import from
// the index.
export * from './article';
export * from './links';
export * from './names';
export * from './slug';
export * from './text';
