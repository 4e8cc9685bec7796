import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { validateRange, type DateRange } from '../range';

const DAY_FORMAT = 'YYYY-MM-DD';
const dayOf = (value: Dayjs | null) => (value?.isValid() ? value.format(DAY_FORMAT) : null);

/**
 * From and To (calendar days, both included). A range reaches the page only when it is valid;
 * otherwise the field that is wrong says why and the figures keep the last valid range. What was
 * typed stays in the field.
 */
export function RangePicker({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const [from, setFrom] = useState<Dayjs | null>(() => dayjs(value.from));
  const [to, setTo] = useState<Dayjs | null>(() => dayjs(value.to));
  const errors = validateRange(dayOf(from), dayOf(to));

  const change = (nextFrom: Dayjs | null, nextTo: Dayjs | null) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const range = { from: dayOf(nextFrom), to: dayOf(nextTo) };
    const wrong = validateRange(range.from, range.to);
    if (!wrong.from && !wrong.to && range.from && range.to) onChange({ from: range.from, to: range.to });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack role="group" aria-label="Date range" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="From"
          value={from}
          onChange={(v) => change(v, to)}
          slotProps={{ textField: { error: Boolean(errors.from), helperText: errors.from ?? ' ' } }}
        />
        <DatePicker
          label="To"
          value={to}
          onChange={(v) => change(from, v)}
          slotProps={{ textField: { error: Boolean(errors.to), helperText: errors.to ?? ' ' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
