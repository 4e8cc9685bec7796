// The back office's tables (MUI X DataGrid, loaded only there). Type-only import: the theme knows
// the DataGrid's keys without bundling the grid into public pages.
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { Components, Theme } from '@mui/material/styles';

export const dataDisplay: Components<Theme> = {
  MuiDataGrid: {
    defaultProps: { density: 'standard', disableColumnMenu: false },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 12,
        borderColor: theme.palette.divider,
        backgroundColor: theme.palette.background.paper,
        '--DataGrid-containerBackground': theme.palette.background.paper,
      }),
      columnHeaderTitle: { fontWeight: 700 },
      cell: { display: 'flex', alignItems: 'center' },
    },
  },
};
