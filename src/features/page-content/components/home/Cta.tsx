import type { Section } from '../../types';
import { CtaBand } from '../shared/CtaBand';

/** The closing call to action of the landing page. */
export function Cta({ section }: { section: Section }) {
  return <CtaBand section={section} id="home-cta-title" />;
}
