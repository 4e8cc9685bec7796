import type { Components, Theme } from '@mui/material/styles';

// Per-component customizations (MUI template split): inputs, surfaces, navigation, feedback.
export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
  },
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  // Subtitles are paragraphs, not <h6>: a page's lead line under its h1 must not read as a
  // sixth-level heading (axe heading-order; Lighthouse accessibility). Headings say component="hN".
  MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
};

export const surfaces: Components<Theme> = {
  MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { height: '100%', borderRadius: 16 } },
  },
  MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
};

export const navigation: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2, borderRadius: 4 },
      }),
    },
  },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'transparent' } },
};

export const feedback: Components<Theme> = {
  MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
  MuiSkeleton: { defaultProps: { animation: 'wave' } },
};
