import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { feedback, inputs, navigation, surfaces } from './customizations';
import { dataDisplay } from './customizations/dataGrid';
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

/** The back office's theme: the light theme plus the DataGrid customization, so public pages never
 *  carry the grid's styles. */
export function adminTheme(): Theme {
  return build('admin', () =>
    createTheme({
      ...primitives('light'),
      components: { ...inputs, ...surfaces, ...navigation, ...feedback, ...dataDisplay },
    }),
  );
}
