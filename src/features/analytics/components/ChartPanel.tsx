import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { AppError } from '@/lib/data';

/** Read by screen readers, not drawn (like MUI's visuallyHidden). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** "4,812", "4.6". */
export const formatNumber = (n: number) => numbers.format(n);
/** "1 lead", "9 leads". */
export const count = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export interface ChartPanelProps {
  title: string;
  /** One visible line with the panel's figures in words (shown under the title). */
  summary?: string;
  /** The chart's numbers as a table for screen readers: header row, then one row per bar/point.
   *  Without it the panel's content is its own text (a table, say) and is not hidden from them. */
  table?: { columns: string[]; rows: (string | number)[][] };
  /** Nothing to chart: `emptyText` replaces the chart. */
  empty: boolean;
  emptyText: string;
  loading: boolean;
  error?: AppError;
  onRetry: () => void;
  children: ReactNode;
}

/** One analytics chart: a titled section with its state (loading, error with Retry, empty) and,
 *  as the chart's text alternative, a visually hidden table of the same numbers (a panel whose
 *  content is a table already has none). */
export function ChartPanel({
  title,
  summary,
  table,
  empty,
  emptyText,
  loading,
  error,
  onRetry,
  children,
}: ChartPanelProps) {
  const id = useId();
  let body: ReactNode;
  if (error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {title} could not be loaded: {error.message}
      </Alert>
    );
  else if (loading) body = <Skeleton variant="rounded" height={240} aria-label={`${title}: loading`} />;
  else if (empty)
    body = (
      <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <Typography>{emptyText}</Typography>
      </Box>
    );
  else if (!table) body = <Box sx={{ minWidth: 0 }}>{children}</Box>;
  else
    body = (
      <>
        {/* The table below says the same to assistive technology. */}
        <Box aria-hidden sx={{ minWidth: 0 }}>
          {children}
        </Box>
        <Box sx={visuallyHidden}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{typeof cell === 'number' ? formatNumber(cell) : cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {summary && !loading && !error && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {summary}
        </Typography>
      )}
      {body}
    </Paper>
  );
}
