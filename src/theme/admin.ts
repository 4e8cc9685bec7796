import { createTheme, type Theme } from '@mui/material/styles';
import { feedback, inputs, navigation, surfaces } from './customizations';
import { dataDisplay } from './customizations/dataGrid';
import { primitives } from './primitives';

let theme: Theme | null = null;

/** The back office's theme: the light theme plus the DataGrid customization, in a module of its
 *  own so public pages never carry the grid's styles. */
export function adminTheme(): Theme {
  theme ??= createTheme({
    ...primitives('light'),
    components: { ...inputs, ...surfaces, ...navigation, ...feedback, ...dataDisplay },
  });
  return theme;
}
