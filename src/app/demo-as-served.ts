// A page served with the demo request open (?demo: src/domain/leads/demo-url.ts), read back from
// its markup before hydration (src/app/client.tsx loads this only for such a page).
import { demoFromSearch } from '@/domain/leads/demo-url';
import { demoShownByUrl } from '@/features/ui/uiSlice';
import type { AppStore } from './store';

/**
 * A page served with the demo dialog open (`?demo`: src/domain/leads/demo-url.ts) hydrates with it
 * open as the server rendered it: its title, each field's reason and the form's after a refused
 * post, and what the visitor has typed into it meanwhile (kept, not reset by hydration).
 */
export function demoAsServed(store: AppStore, doc: Document = document) {
  const title = doc.getElementById('demo-dialog-title')?.textContent ?? '';
  const shown = demoFromSearch(window.location.search, [title]);
  if (!shown) return;
  const formEl = doc.getElementById('demo-form');
  const values: Record<string, string> = {};
  const typed: Record<string, string> = {};
  const errors: Record<string, string> = {};
  if (formEl instanceof HTMLFormElement)
    for (const el of Array.from(formEl.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.id.startsWith('demo-'))
        continue;
      const name = el.id.slice('demo-'.length);
      values[name] = el.defaultValue;
      if (el.value !== el.defaultValue) typed[name] = el.value;
      const helper = doc.getElementById(`${el.id}-helper-text`);
      if (helper?.classList.contains('Mui-error')) errors[name] = helper.textContent ?? '';
    }
  const error = formEl?.querySelector('[role="alert"]')?.textContent ?? null;
  store.dispatch(demoShownByUrl({ ...shown, error, form: { values, errors, typed } }));
}
