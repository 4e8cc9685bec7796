import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Row } from '../traffic';
import { formatNumber } from './ChartPanel';

/** Rows of page views, visitors, demo opened and demo sent per page / source / campaign. `sent`,
 *  when given, is the demo requests sent per key (counted visitors' leads under the page's
 *  attribution model), in place of the rows' own. */
export function TrafficTable({
  rows,
  keyHeader,
  limit = 10,
  sent,
}: {
  rows: Row[];
  keyHeader: string;
  limit?: number;
  sent?: ReadonlyMap<string, number>;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={keyHeader}>
        <TableHead>
          <TableRow>
            <TableCell>{keyHeader}</TableCell>
            <TableCell align="right">Views</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Visitor-days
            </TableCell>
            <TableCell align="right">Demo opened</TableCell>
            <TableCell align="right">Demo sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, limit).map((r) => (
            <TableRow key={r.key}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  maxWidth: { xs: 120, sm: 220 },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
                title={r.key}
              >
                {r.key}
              </TableCell>
              <TableCell align="right">{formatNumber(r.views)}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {formatNumber(r.visitorDays)}
              </TableCell>
              <TableCell align="right">{formatNumber(r.demoOpened)}</TableCell>
              <TableCell align="right">{formatNumber(sent ? (sent.get(r.key) ?? 0) : r.demoSent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
