import type { PaletteMode, ThemeOptions } from '@mui/material/styles';

// Design primitives: colour ramps, type scale, shape. Component customizations build on these.
export const brand = {
  50: '#EEF4FF',
  100: '#D9E6FF',
  200: '#B3CCFF',
  300: '#80A9FF',
  400: '#4D86F7',
  500: '#2563EB',
  600: '#1D4FD0',
  700: '#1A3FA6',
  800: '#16337F',
  900: '#0F2357',
};
export const steel = {
  50: '#F6F8FA',
  100: '#E9EDF2',
  200: '#D3DAE3',
  300: '#AAB6C5',
  400: '#7D8DA3',
  500: '#5B6B82',
  600: '#445268',
  700: '#2F3A4D',
  800: '#1C2433',
  900: '#0B1220',
};
export const accent = { main: '#F59E0B', light: '#FBBF24', dark: '#B45309' };

export function primitives(mode: PaletteMode): ThemeOptions {
  const dark = mode === 'dark';
  return {
    palette: {
      mode,
      primary: {
        main: dark ? brand[300] : brand[600],
        light: brand[200],
        dark: brand[800],
        contrastText: dark ? steel[900] : '#fff',
      },
      secondary: { main: accent.main, light: accent.light, dark: accent.dark, contrastText: steel[900] },
      background: { default: dark ? steel[900] : '#FFFFFF', paper: dark ? steel[800] : steel[50] },
      text: {
        primary: dark ? '#F3F6FA' : steel[900],
        secondary: dark ? steel[200] : steel[600],
      },
      divider: dark ? 'rgba(211,218,227,0.16)' : steel[200],
    },
    typography: {
      fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
      // Long German compounds ("Tragwerksplanung,") must fit a 390 px screen: 2rem there, hyphenated
      // by the page's lang where the browser can, broken only as a last resort.
      h1: {
        fontSize: 'clamp(2rem, 5vw, 3.75rem)',
        fontWeight: 800,
        lineHeight: 1.1,
        letterSpacing: '-0.02em',
        hyphens: 'auto',
        overflowWrap: 'break-word',
      },
      h2: {
        fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
        fontWeight: 700,
        lineHeight: 1.2,
        letterSpacing: '-0.01em',
        hyphens: 'auto',
        overflowWrap: 'break-word',
      },
      h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.25rem', fontWeight: 600 },
      h5: { fontSize: '1.1rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
    },
    shape: { borderRadius: 10 },
  };
}
