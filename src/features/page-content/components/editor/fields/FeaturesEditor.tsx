import { LIMITS, LIST_LIMITS } from '../../../schema';
import { ListEditor } from '../ListEditor';

/** A section's features (cards, products, values ...): title and description per row. */
export function FeaturesEditor({ section }: { section: string }) {
  return (
    <ListEditor
      name={`sections.${section}.features`}
      label="Features"
      noun="feature"
      maxRows={LIST_LIMITS.features}
      empty={{ title: '', description: '' }}
      fields={[
        { field: 'title', label: 'Title', max: LIMITS.featureTitle, required: true },
        { field: 'description', label: 'Description', max: LIMITS.featureDescription, multiline: true },
      ]}
    />
  );
}
