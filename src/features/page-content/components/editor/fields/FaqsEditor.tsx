import { LIMITS, LIST_LIMITS } from '../../../schema';
import { ListEditor } from '../ListEditor';

/** A section's questions and answers. */
export function FaqsEditor({ section }: { section: string }) {
  return (
    <ListEditor
      name={`sections.${section}.faqs`}
      label="FAQs"
      noun="question"
      maxRows={LIST_LIMITS.faqs}
      empty={{ question: '', answer: '' }}
      fields={[
        { field: 'question', label: 'Question', max: LIMITS.question, required: true },
        { field: 'answer', label: 'Answer', max: LIMITS.answer, multiline: true, required: true },
      ]}
    />
  );
}
