import { screen, within } from '@testing-library/react';
import type { PlainDoc } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { FaqBrowser } from './FaqBrowser';

const faq = (id: string, category: string, order: number, question: string, answer: string): PlainDoc => ({
  id,
  category,
  order,
  question,
  answer,
});

const FAQS = [
  faq('a', 'Getting started', 1, 'What does it do?', 'It checks members against the code.'),
  faq('b', 'Getting started', 2, 'How do I import a model?', 'Use the Revit add-in or upload IFC.'),
  faq('c', 'Billing', 3, 'Is there a free plan?', 'Yes, free forever.'),
  faq('d', 'Security', 4, 'Where is data stored?', 'In ISO 27001 data centres in the EU or US.'),
  faq('e', 'Billing', 5, 'Student discount?', 'Students get 50% off.'),
];

const groups = () =>
  screen.getAllByRole('heading', { level: 3 }).map((h) => ({
    category: h.textContent,
    questions: within(h.closest('section')!)
      .getAllByRole('heading', { level: 4 })
      .map((q) => q.textContent),
  }));

describe('FaqBrowser', () => {
  it('groups the live FAQs by category, in order', async () => {
    renderWithProviders(<FaqBrowser />, { backend: stubBackend({ collections: { faqs: FAQS } }).backend });
    await screen.findByText('What does it do?');
    expect(groups()).toEqual([
      { category: 'Getting started', questions: ['What does it do?', 'How do I import a model?'] },
      { category: 'Billing', questions: ['Is there a free plan?', 'Student discount?'] },
      { category: 'Security', questions: ['Where is data stored?'] },
    ]);
  });

  it('search filters questions and answers and keeps the grouping', async () => {
    const { user } = renderWithProviders(<FaqBrowser />, {
      backend: stubBackend({ collections: { faqs: FAQS } }).backend,
    });
    await screen.findByText('What does it do?');
    const search = screen.getByRole('searchbox', { name: 'Search questions' });

    await user.type(search, 'FREE');
    expect(groups()).toEqual([{ category: 'Billing', questions: ['Is there a free plan?'] }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 questions match');

    await user.clear(search);
    await user.type(search, 'revit'); // only in an answer
    expect(groups()).toEqual([{ category: 'Getting started', questions: ['How do I import a model?'] }]);

    await user.clear(search);
    await user.type(search, 'steel connections');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.getByText(/No questions match “steel connections”/)).toBeInTheDocument();

    await user.clear(search);
    expect(groups()).toHaveLength(3);
  });

  it('follows live updates', async () => {
    const stub = stubBackend({ collections: { faqs: FAQS.slice(0, 1) } });
    renderWithProviders(<FaqBrowser />, { backend: stub.backend });
    await screen.findByText('What does it do?');
    stub.emit('faqs', [...FAQS.slice(0, 1), faq('z', 'Support', 9, 'New question?', 'New answer.')]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Support' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    const { backend } = stubBackend();
    backend.listenQuery = () => () => {}; // never answers
    renderWithProviders(<FaqBrowser />, { backend });
    expect(screen.getByLabelText('Loading questions')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an empty state when there are no FAQs', async () => {
    renderWithProviders(<FaqBrowser />, { backend: stubBackend().backend });
    expect(await screen.findByText(/no questions here yet/i)).toBeInTheDocument();
  });

  describe('with page-content questions as the fallback', () => {
    const fallback = [
      { question: 'How do I import from Revit?', answer: 'Install the connector.' },
      { question: 'Is my data backed up?', answer: 'Yes, continuously.' },
    ];

    it('shows them, as accordions, while the collection is empty, and searches them', async () => {
      const { user } = renderWithProviders(<FaqBrowser fallback={fallback} />, {
        backend: stubBackend({ collections: { faqs: [] } }).backend,
      });
      expect(await screen.findByRole('button', { name: 'How do I import from Revit?' })).toBeInTheDocument();
      expect(groups()).toEqual([
        { category: 'General', questions: ['How do I import from Revit?', 'Is my data backed up?'] },
      ]);
      expect(screen.queryByText(/no questions here yet/i)).not.toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'backed');
      expect(groups()).toEqual([{ category: 'General', questions: ['Is my data backed up?'] }]);
      expect(screen.getByRole('status')).toHaveTextContent('1 of 2 questions match');
    });

    it('shows only the collection when it has questions', async () => {
      renderWithProviders(<FaqBrowser fallback={fallback} />, {
        backend: stubBackend({ collections: { faqs: FAQS.slice(0, 1) } }).backend,
      });
      await screen.findByText('What does it do?');
      expect(groups()).toEqual([{ category: 'Getting started', questions: ['What does it do?'] }]);
      expect(screen.queryByText('How do I import from Revit?')).not.toBeInTheDocument();
    });

    it('keeps the skeletons while loading', () => {
      const { backend } = stubBackend();
      backend.listenQuery = () => () => {}; // never answers
      renderWithProviders(<FaqBrowser fallback={fallback} />, { backend });
      expect(screen.getByLabelText('Loading questions')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('How do I import from Revit?')).not.toBeInTheDocument();
    });
  });

  it('shows an error when the FAQs cannot be read', async () => {
    const { backend } = stubBackend();
    backend.listenQuery = (_p, _s, _n, error) => {
      queueMicrotask(() => error({ code: 'permission-denied', message: 'denied' }));
      return () => {};
    };
    renderWithProviders(<FaqBrowser />, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t load the frequently asked questions/);
  });
});
