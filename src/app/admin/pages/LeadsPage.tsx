import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import { EntityPage } from '@/components/admin/EntityPage';
import { LEAD_STATUSES } from '@/domain/leads/lead';
import { APIS } from '../apis';
import { ENTITIES } from '../entities';
import type { SectionProps } from '../section';

/** Every demo request, newest first, with a status filter (kept in the URL, so the dashboard can
 *  link to "new leads"); admins move a lead through the pipeline, editors read. */
export default function LeadsPage({ role, section }: SectionProps) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const control = (
    <TextField
      select
      size="small"
      label="Show"
      value={status}
      onChange={(e) =>
        setParams((p) => {
          const next = new URLSearchParams(p);
          if (e.target.value === 'all') next.delete('status');
          else next.set('status', e.target.value);
          return next;
        })
      }
      sx={{ width: 200 }}
    >
      <MenuItem value="all">All statuses</MenuItem>
      {LEAD_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {s.charAt(0).toUpperCase() + s.slice(1)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <EntityPage
      def={ENTITIES.leads}
      api={APIS.leads}
      role={role}
      title={section.label}
      description={section.description}
      filter={{
        control,
        keep: (lead) => status === 'all' || lead.status === status,
        // The window holds only leads of this status (the newest 500 of them), counted alike.
        where: status === 'all' ? undefined : [['status', '==', status]],
      }}
    />
  );
}
