import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { THRESHOLDS, VITALS, type Rating, type Vital } from '@/domain/analytics/protocol';
import { MIN_SAMPLES, type VitalRow } from '../vitals-figures';

const COLOURS: Record<Rating, { bg: string; fg: string; label: string }> = {
  good: { bg: '#e6f4ea', fg: '#0d652d', label: 'good' },
  'needs-improvement': { bg: '#fef7e0', fg: '#8a4b00', label: 'needs improvement' },
  poor: { bg: '#fce8e6', fg: '#a50e0e', label: 'poor' },
};
const show = (metric: Vital, value: number) =>
  metric === 'CLS' ? (value / 1000).toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`;

/** p75 per route and device class, each cell coloured by Google's thresholds (and saying so in
 *  words, not only in colour); a cell with fewer than MIN_SAMPLES samples stays uncoloured and
 *  shows its count ("n = 3"). */
export function VitalsTable({ rows }: { rows: VitalRow[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Web Vitals p75 per route and device">
        <TableHead>
          <TableRow>
            <TableCell>Route</TableCell>
            <TableCell>Device</TableCell>
            <TableCell align="right">Samples</TableCell>
            {VITALS.map((m) => (
              <TableCell
                key={m}
                align="right"
                title={`good ≤ ${show(m, THRESHOLDS[m][0])}, poor > ${show(m, THRESHOLDS[m][1])}`}
              >
                {m}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.route}|${r.device}`}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {r.route}
              </TableCell>
              <TableCell>{r.device}</TableCell>
              <TableCell align="right">{r.samples}</TableCell>
              {VITALS.map((m) => {
                const v = r.values[m];
                if (!v)
                  return (
                    <TableCell key={m} align="right">
                      –
                    </TableCell>
                  );
                if (!v.rating)
                  return (
                    <TableCell
                      key={m}
                      align="right"
                      sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}
                      aria-label={`${m} ${show(m, v.p75)}, ${v.samples} samples: too few to rate`}
                      title={`Fewer than ${MIN_SAMPLES} samples: not rated`}
                      data-rating="unrated"
                    >
                      {show(m, v.p75)}
                      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                        n = {v.samples}
                      </Box>
                    </TableCell>
                  );
                const c = COLOURS[v.rating];
                return (
                  <TableCell
                    key={m}
                    align="right"
                    sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600, whiteSpace: 'nowrap' }}
                    aria-label={`${m} ${show(m, v.p75)}, ${c.label}`}
                    data-rating={v.rating}
                  >
                    {show(m, v.p75)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
