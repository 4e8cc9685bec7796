// The public site's UI texts in Spanish, whole (the server, the functions and tests read it).
import type { Messages } from './en';
import esPage from './es-page';
import esShell from './es-shell';

export const es: Messages = { ...esShell, ...esPage };
