import type { ReactNode } from 'react';
import type { Section as SectionContent } from '../../types';
import { Section, type SectionProps } from './Section';
import { SectionHeading } from './SectionHeading';

export interface ContentSectionProps extends Omit<SectionProps, 'labelledBy' | 'children'> {
  /** Used for the section's id and its heading's id (`<id>-title`). */
  id: string;
  section: SectionContent;
  align?: 'left' | 'center';
  children?: ReactNode;
}

/** A section headed by its page content (h2 and subtitle), holding any body: live data from
 *  another feature (team, FAQs, resources) is passed in by the page. */
export function ContentSection({ id, section, align, children, ...rest }: ContentSectionProps) {
  return (
    <Section labelledBy={`${id}-title`} id={id} {...rest}>
      <SectionHeading id={`${id}-title`} title={section.title} subtitle={section.subtitle} align={align} />
      {children}
    </Section>
  );
}
