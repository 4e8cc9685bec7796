import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LIST_LIMITS, pageFormSchema, pageToForm, type PageForm } from '../../../schema';
import type { Section } from '../../../types';
import { FaqsEditor } from './FaqsEditor';
import { LegalEditor } from './LegalEditor';
import { StatsEditor } from './StatsEditor';
import { TeamMembersEditor } from './TeamMembersEditor';

/** A list editor inside the page form, without the rest of the editor. */
function Harness({ sections, children }: { sections: Record<string, Section>; children: ReactNode }) {
  const form = useForm<PageForm>({
    defaultValues: pageToForm({ sections, lastUpdated: '' }),
    resolver: zodResolver(pageFormSchema),
    mode: 'onChange',
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const setup = (sections: Record<string, Section>, editor: ReactNode) => {
  const user = userEvent.setup();
  render(<Harness sections={sections}>{editor}</Harness>);
  return user;
};
const rows = (name: RegExp) => screen.getAllByRole('group', { name });

describe('list editors', () => {
  it('stats: add and remove rows; an empty required field says so at the field', async () => {
    const stats = [
      { value: '10K+', label: 'Engineers' },
      { value: '1M+', label: 'Projects' },
    ];
    const user = setup({ stats: { stats } }, <StatsEditor section="stats" />);
    expect(screen.getByRole('heading', { name: 'Stats (2/12)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add stat' }));
    const third = screen.getByRole('group', { name: 'Stat 3' });
    await user.type(within(third).getByRole('textbox', { name: /Value/ }), '5');
    await user.clear(within(third).getByRole('textbox', { name: /Value/ }));
    expect(await within(third).findByText('Required (0/20)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove stat 1' }));
    expect(rows(/^Stat \d$/)).toHaveLength(2);
    expect(within(rows(/^Stat \d$/)[0]!).getByRole('textbox', { name: /Value/ })).toHaveValue('1M+');
  });

  it('Add is disabled at the list limit', async () => {
    const stats = Array.from({ length: LIST_LIMITS.stats }, (_, i) => ({ value: `${i}`, label: 'x' }));
    setup({ stats: { stats } }, <StatsEditor section="stats" />);
    expect(screen.getByRole('button', { name: 'Add stat' })).toBeDisabled();
  });

  it('legal items: a heading and its points, each with add and remove', async () => {
    const legal = [
      { heading: 'Your account', items: ['Keep your password safe.', 'One person per seat.'] },
      { heading: 'Limitation of liability', items: ['Capped at 12 months of fees.'] },
    ];
    const user = setup({ terms: { legal } }, <LegalEditor section="terms" />);
    const second = screen.getByRole('group', { name: 'Legal item 2' });
    expect(within(second).getByRole('textbox', { name: /Heading/ })).toHaveValue('Limitation of liability');
    await user.click(within(second).getByRole('button', { name: 'Add point' }));
    expect(within(second).getAllByRole('group', { name: /^Point \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove legal item 1' }));
    expect(rows(/^Legal item \d$/)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Heading/ })).toHaveValue('Limitation of liability');
  });

  it('FAQs and team members edit their own fields, with counts against the limits', () => {
    const faqs = [{ question: 'Is it free?', answer: 'Yes.' }];
    const teamMembers = [{ name: 'Ada', role: 'CTO', bio: '', image: '' }];
    setup(
      { faqs: { faqs }, team: { teamMembers } },
      <>
        <FaqsEditor section="faqs" />
        <TeamMembersEditor section="team" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /Question/ })).toHaveAccessibleDescription('11/300');
    expect(screen.getByRole('textbox', { name: /Answer/ })).toHaveValue('Yes.');
    const member = screen.getByRole('group', { name: 'Team member 1' });
    for (const label of [/Name/, /Role/, /Bio/, /Image URL/]) {
      expect(within(member).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Add team member' })).toBeEnabled();
  });
});
