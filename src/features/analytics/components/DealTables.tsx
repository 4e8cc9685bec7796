import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DealRow, Deals } from '../lead-figures';
import { formatNumber } from './ChartPanel';

/** Each table: its rows, what it is by, and its first column's header (short, for phones). */
const TABLES: [keyof Omit<Deals, 'totals'>, string, string][] = [
  ['sources', 'source', 'Source'],
  ['campaigns', 'campaign', 'Campaign'],
  ['landingPages', 'landing page', 'Page'],
  ['firstArticles', 'first article or case study read', 'Article'],
];

function DealTable({ rows, by, keyHeader }: { rows: DealRow[]; by: string; keyHeader: string }) {
  return (
    <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table size="small" aria-label={`Leads to deals by ${by}`}>
        <TableHead>
          <TableRow>
            <TableCell>{keyHeader}</TableCell>
            <TableCell align="right">Leads</TableCell>
            <TableCell align="right">Qualified</TableCell>
            <TableCell align="right">Won</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, 10).map((r) => (
            <TableRow key={r.key}>
              <TableCell
                component="th"
                scope="row"
                title={r.key}
                sx={{
                  maxWidth: { xs: 110, sm: 260 },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {r.key}
              </TableCell>
              <TableCell align="right">{formatNumber(r.leads)}</TableCell>
              <TableCell align="right">{formatNumber(r.qualified)}</TableCell>
              <TableCell align="right">{formatNumber(r.won)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Lead to deal: leads, qualified (qualified or won) and won, by source, campaign, landing page
 *  and the first article or case study read. */
export function DealTables({ deals }: { deals: Deals }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {TABLES.map(([key, by, header]) => (
        <Box key={key} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            By {by}
          </Typography>
          <DealTable rows={deals[key]} by={by} keyHeader={header} />
        </Box>
      ))}
    </Box>
  );
}
