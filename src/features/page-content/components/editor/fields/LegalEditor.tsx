import { LIMITS, LIST_LIMITS } from '../../../schema';
import { ListEditor } from '../ListEditor';

/** A legal document: headed items, each with its bullet points (rows of their own). */
export function LegalEditor({ section }: { section: string }) {
  return (
    <ListEditor
      name={`sections.${section}.legal`}
      label="Legal items"
      noun="legal item"
      maxRows={LIST_LIMITS.legal}
      empty={{ heading: '', items: [] }}
      fields={[{ field: 'heading', label: 'Heading', max: LIMITS.legalHeading, required: true }]}
      renderExtra={(row) => (
        <ListEditor
          name={`${row}.items`}
          label="Points"
          noun="point"
          maxRows={LIST_LIMITS.legalItems}
          empty={{ text: '' }}
          fields={[{ field: 'text', label: 'Text', max: LIMITS.legalItem, multiline: true, required: true }]}
        />
      )}
    />
  );
}
