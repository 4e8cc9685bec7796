import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { feedback, inputs, navigation, surfaces } from './customizations';
import { primitives } from './primitives';

const cache = new Map<string, Theme>();

function build(key: string, make: () => Theme): Theme {
  let theme = cache.get(key);
  if (!theme) cache.set(key, (theme = make()));
  return theme;
}

export function appTheme(mode: PaletteMode): Theme {
  return build(mode, () =>
    createTheme({ ...primitives(mode), components: { ...inputs, ...surfaces, ...navigation, ...feedback } }),
  );
}

/** The public site's theme for a path: the landing page is dark, every other page light. */
export const publicThemeMode = (pathname: string): PaletteMode => (pathname === '/' ? 'dark' : 'light');
