import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FEATURE_TOGGLE_NAMES } from '@/config/constants';
import { useToggleFeature } from '@/features/toggles/admin-api';
import { useGetTogglesQuery } from '@/features/toggles/api';
import { RetryAlert } from '@/components/ui/RetryAlert';

/** One switch per feature toggle; its accessible name is the toggle's name. A missing toggle
 *  counts as enabled (spec). The spec's toasts come from the toast middleware. */
function ToggleSwitch({ name, enabled }: { name: string; enabled: boolean }) {
  const [toggle, { isLoading }] = useToggleFeature(name);
  return (
    <ListItem divider>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={isLoading} onChange={(e) => void toggle(e.target.checked)} />}
        label={name}
      />
    </ListItem>
  );
}

export function ToggleSettings() {
  const toggles = useGetTogglesQuery();
  const { data } = toggles;
  if (toggles.isError && !data)
    return <RetryAlert onRetry={toggles.refetch}>The feature toggles could not be loaded.</RetryAlert>;
  if (!data) return <Typography role="status">Loading toggles…</Typography>;
  return (
    <List dense disablePadding>
      {FEATURE_TOGGLE_NAMES.map((name) => (
        <ToggleSwitch key={name} name={name} enabled={data[name]?.enabled ?? true} />
      ))}
    </List>
  );
}
