// Vite plugin: leaves MUI's builder of CSS-variables themes out of the build.
//
// MUI's createTheme holds two builders: one for themes with CSS variables (createThemeWithVars,
// ~4 kB gzipped with what only it imports) and one for plain themes. Every MUI component imports
// createTheme (for its default theme), so the CSS-variables builder was in every public page's first
// script, although no theme of this site uses CSS variables (src/theme; a test checks). For
// createTheme's import of it, and only that one, the build gets a function that throws instead, with
// this file's name in its message. Should MUI move that import, nothing is swapped, and the bundle
// budget (scripts/lib/bundle-budget.ts) reports the builder back in the first script.
import type { Plugin } from 'vite';

export const NO_CSS_VARS_ID = '\0mui-no-css-vars';
const IMPORTER = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

export const NO_CSS_VARS_MESSAGE =
  'This build leaves out MUI themes with CSS variables (cssVariables, colorSchemes with vars): ' +
  'remove scripts/lib/mui-no-css-vars.ts from vite.config.ts to use them.';

export function muiNoCssVarsPlugin(): Plugin {
  return {
    name: 'structura-mui-no-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createThemeWithVars.mjs' && importer && IMPORTER.test(importer)) return NO_CSS_VARS_ID;
      return null;
    },
    load(id) {
      if (id !== NO_CSS_VARS_ID) return null;
      return `export default function createThemeWithVars() { throw new Error(${JSON.stringify(NO_CSS_VARS_MESSAGE)}); }`;
    },
  };
}
