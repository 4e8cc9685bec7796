import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { roleAllows, type StaffRole } from '@/lib/entity/entity';
import { actionRole, actionsFor, type EntityFilter, type RowAction } from '@/lib/entity/row-actions';
import { ConfirmDialog } from './ConfirmDialog';

interface RowActionButtonsProps<T> {
  row: T;
  /** Names the record in each button's accessible name ("Hide: Punching shear"). */
  title: string;
  singular: string;
  actions: readonly RowAction<T>[];
  access: { write: StaffRole; remove: StaffRole };
  role: StaffRole;
  run: (row: T, action: RowAction<T>) => Promise<unknown>;
}

/** A row's one-click actions the role may run; a delete (or any action with `confirm`) asks first. */
export function RowActionButtons<T>(props: RowActionButtonsProps<T>) {
  const { row, title, singular, access, role, run } = props;
  // The action asked about stays set while the dialog closes, so its title does not change.
  const [asking, setAsking] = useState<RowAction<T> | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const offered = actionsFor(props.actions, row).filter((a) =>
    roleAllows(role, actionRole(a as RowAction<never>, access)),
  );
  const go = async (a: RowAction<T>) => {
    setBusy(true);
    try {
      await run(row, a);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
      {offered.map((a) => (
        <Button
          key={a.key}
          size="small"
          color={a.remove ? 'error' : 'primary'}
          aria-label={`${a.label}: ${title}`}
          disabled={busy}
          onClick={(e) => {
            e.stopPropagation();
            if (a.remove || a.confirm) {
              setAsking(a);
              setOpen(true);
            } else void go(a);
          }}
        >
          {a.label}
        </Button>
      ))}
      <ConfirmDialog
        open={open}
        title={`${asking?.label ?? ''} this ${singular.toLowerCase()}?`}
        text={asking?.confirm ?? 'This cannot be undone.'}
        confirmLabel={asking?.label ?? ''}
        destructive={Boolean(asking?.remove)}
        busy={busy}
        onConfirm={() => asking && void go(asking)}
        onCancel={() => setOpen(false)}
      />
    </Stack>
  );
}

/** The definition's quick filters as a toggle group ("All", "Visible", "Hidden"). */
export function FilterToggle<T>(props: {
  filters: readonly EntityFilter<T>[];
  value: string;
  label: string;
  onChange: (key: string) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      aria-label={props.label}
      onChange={(_e, key: string | null) => key && props.onChange(key)}
    >
      {props.filters.map((f) => (
        <ToggleButton key={f.key} value={f.key}>
          {f.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
