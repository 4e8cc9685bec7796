import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { feedback, inputs, navigation, surfaces } from './customizations';
import { dataDisplay } from './customizations/dataGrid';
import { primitives } from './primitives';

const cache = new Map<PaletteMode, Theme>();

export function appTheme(mode: PaletteMode): Theme {
  let theme = cache.get(mode);
  if (!theme) {
    theme = createTheme({
      ...primitives(mode),
      components: { ...inputs, ...surfaces, ...navigation, ...feedback, ...dataDisplay },
    });
    cache.set(mode, theme);
  }
  return theme;
}
