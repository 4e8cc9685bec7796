// The build swaps MUI's builder of CSS-variables themes for one that throws
// (scripts/lib/mui-no-css-vars.ts). That is only safe while no theme of the site uses CSS variables:
// this test makes each of them and checks, and checks the swap touches createTheme's import alone.
import path from 'node:path';
import { adminTheme } from '@/theme/admin';
import { appTheme } from '@/theme';
import { muiNoCssVarsPlugin, NO_CSS_VARS_ID, NO_CSS_VARS_MESSAGE } from '../../scripts/lib/mui-no-css-vars';

const plugin = muiNoCssVarsPlugin();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const MUI_STYLES = path.join('node_modules', '@mui', 'material', 'styles');

test.each([
  ['the public light theme', () => appTheme('light')],
  ['the public dark theme (landing page)', () => appTheme('dark')],
  ['the back office theme', () => adminTheme()],
])('%s is made without CSS variables, so the build never needs the swapped builder', (_, make) => {
  const theme = make();
  expect('vars' in theme && theme.vars != null).toBe(false);
  expect(theme.palette.primary.main).toMatch(/^#/);
});

test("only createTheme's import of the CSS-variables builder is swapped", () => {
  expect(resolveId('./createThemeWithVars.mjs', path.join('/p', MUI_STYLES, 'createTheme.mjs'))).toBe(NO_CSS_VARS_ID);
  expect(
    resolveId('./createThemeWithVars.mjs', path.join('/p', MUI_STYLES, 'experimental_extendTheme.mjs')),
  ).toBeNull();
  expect(resolveId('./createThemeWithVars.mjs', '/p/src/theme/index.ts')).toBeNull();
  expect(resolveId('./createPalette.mjs', path.join('/p', MUI_STYLES, 'createTheme.mjs'))).toBeNull();
});

test('the swapped builder says why it is missing if a theme ever asks for CSS variables', () => {
  const source = load(NO_CSS_VARS_ID);
  expect(source).toContain(JSON.stringify(NO_CSS_VARS_MESSAGE));
  const build = new Function(`${source!.replace('export default ', 'return ')}`)() as () => unknown;
  expect(() => build()).toThrow(/CSS variables.*mui-no-css-vars/);
  expect(load('/p/src/theme/index.ts')).toBeNull();
});
