import { LIMITS, LIST_LIMITS } from '../../../schema';
import { ListEditor } from '../ListEditor';

/** A section's stats: value and label per row ("10K+", "Engineers"). */
export function StatsEditor({ section }: { section: string }) {
  return (
    <ListEditor
      name={`sections.${section}.stats`}
      label="Stats"
      noun="stat"
      maxRows={LIST_LIMITS.stats}
      empty={{ label: '', value: '' }}
      fields={[
        { field: 'value', label: 'Value', max: LIMITS.statValue, required: true },
        { field: 'label', label: 'Label', max: LIMITS.statLabel, required: true },
      ]}
    />
  );
}
