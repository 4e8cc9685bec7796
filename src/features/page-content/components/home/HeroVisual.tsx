import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { accent, brand, steel } from '@/theme/primitives';

const COLUMNS = [70, 160, 250, 340, 430];
const FLOORS = [300, 240, 180, 120, 60];
const OK = '#34D399';
/** Beam utilisation colours by [floor, bay]: a few near the limit (amber), a few optimised (green). */
const HOT = new Set(['1-1', '2-2', '3-0']);
const LEAN = new Set(['1-3', '2-0', '4-2', '3-3']);

/** A decorative product window: a steel frame being checked member by member. No text, hidden from
 *  assistive technology; the landing page's copy carries the message. */
export function HeroVisual() {
  const beams = FLOORS.slice(1).flatMap((y, f) =>
    COLUMNS.slice(1).map((x, b) => {
      const key = `${f + 1}-${b}`;
      const color = HOT.has(key) ? accent.main : LEAN.has(key) ? OK : brand[300];
      return (
        <line key={key} x1={COLUMNS[b]} y1={y} x2={x} y2={y} stroke={color} strokeWidth={4} strokeLinecap="round" />
      );
    }),
  );
  const columns = COLUMNS.map((x) => (
    <line key={x} x1={x} y1={FLOORS[0]} x2={x} y2={FLOORS[4]} stroke={brand[200]} strokeOpacity={0.8} strokeWidth={5} />
  ));
  const nodes = FLOORS.flatMap((y) =>
    COLUMNS.map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={4.5} fill={steel[50]} />),
  );
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        borderRadius: 5,
        p: { xs: 1.5, md: 2 },
        border: '1px solid',
        borderColor: alpha(brand[200], 0.18),
        background: `linear-gradient(160deg, ${alpha(steel[700], 0.7)}, ${alpha(steel[900], 0.9)})`,
        boxShadow: `0 40px 120px -40px ${alpha(brand[500], 0.6)}, inset 0 1px 0 ${alpha('#fff', 0.06)}`,
        backdropFilter: 'blur(8px)',
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.75, mb: 1.5, px: 0.5 }}>
        {[accent.main, OK, brand[300]].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: alpha(c, 0.8) }} />
        ))}
      </Box>
      <Box
        component="svg"
        viewBox="0 0 500 340"
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3, bgcolor: alpha(steel[900], 0.6) }}
      >
        <defs>
          <pattern id="hero-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0V20" fill="none" stroke={alpha(brand[200], 0.08)} />
          </pattern>
          <linearGradient id="hero-scan" x1="0" x2="1">
            <stop offset="0" stopColor={brand[400]} stopOpacity="0" />
            <stop offset="1" stopColor={brand[300]} stopOpacity="0.35" />
          </linearGradient>
        </defs>
        <rect width="500" height="340" fill="url(#hero-grid)" />
        <rect x="60" y="50" width="200" height="262" fill="url(#hero-scan)" rx="6" />
        <path d="M340 300 L430 240 M340 240 L430 300" stroke={accent.light} strokeWidth={3} strokeOpacity={0.9} />
        <path d="M340 180 L430 120 M340 120 L430 180" stroke={accent.light} strokeWidth={3} strokeOpacity={0.9} />
        {columns}
        {beams}
        {nodes}
        {COLUMNS.map((x) => (
          <path key={x} d={`M${x - 9} 314 L${x} 302 L${x + 9} 314 Z`} fill={brand[300]} fillOpacity={0.7} />
        ))}
        <line x1="40" y1="318" x2="460" y2="318" stroke={steel[400]} strokeWidth={2} strokeDasharray="6 6" />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mt: 1.5 }}>
        {[
          [0.62, OK],
          [0.91, accent.main],
          [0.78, brand[300]],
        ].map(([w, c]) => (
          <Box key={String(c)} sx={{ p: 1.5, borderRadius: 2, bgcolor: alpha(steel[900], 0.6) }}>
            <Box sx={{ height: 6, width: '55%', borderRadius: 3, bgcolor: alpha(steel[200], 0.25), mb: 1.25 }} />
            <Box sx={{ height: 6, borderRadius: 3, bgcolor: alpha(steel[200], 0.12) }}>
              <Box sx={{ height: 1, width: `${Number(w) * 100}%`, borderRadius: 3, bgcolor: String(c) }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
