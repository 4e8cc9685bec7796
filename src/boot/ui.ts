// Boot stage 2 of 4 (src/main.tsx): emotion and the MUI modules every public page's layout renders,
// and this page's theme. Anything not listed here simply evaluates in a later stage.
import { appTheme, publicThemeMode } from '@/theme';

export { CacheProvider } from '@emotion/react';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { createEmotionCache } from '@/app/emotion';

/** This page's theme, made in a task of its own before hydration rather than while the page
 *  hydrates (createTheme is ~5–14 ms here, ×4 on a phone). */
export const prepareTheme = () => void appTheme(publicThemeMode(window.location.pathname));
