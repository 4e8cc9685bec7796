import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { validateRange, type DateRange } from '../range';

const DAY_FORMAT = 'YYYY-MM-DD';
const SETTLE_MS = 400;
const dayOf = (value: Dayjs | null) => (value?.isValid() ? value.format(DAY_FORMAT) : null);

/**
 * From and To (calendar days, both included). A range reaches the page only when it is valid;
 * otherwise the field that is wrong says why and the figures keep the last valid range. What was
 * typed stays in the field.
 */
export function RangePicker({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const [from, setFrom] = useState<Dayjs | null>(() => dayjs(value.from));
  const [to, setTo] = useState<Dayjs | null>(() => dayjs(value.to));
  const fromDay = dayOf(from);
  const toDay = dayOf(to);
  const errors = validateRange(fromDay, toDay);
  const valid = !errors.from && !errors.to && fromDay && toDay;

  // Applied once typing pauses: a date typed digit by digit passes through other valid dates.
  useEffect(() => {
    if (!valid || (fromDay === value.from && toDay === value.to)) return;
    const timer = setTimeout(() => onChange({ from: fromDay, to: toDay }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [valid, fromDay, toDay, value.from, value.to, onChange]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack role="group" aria-label="Date range" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="From"
          value={from}
          onChange={setFrom}
          slotProps={{ textField: { error: Boolean(errors.from), helperText: errors.from ?? ' ' } }}
        />
        <DatePicker
          label="To"
          value={to}
          onChange={setTo}
          slotProps={{ textField: { error: Boolean(errors.to), helperText: errors.to ?? ' ' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
