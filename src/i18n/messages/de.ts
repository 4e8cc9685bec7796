// The public site's UI texts in German, whole (the server, the functions and tests read it).
import type { Messages } from './en';
import dePage from './de-page';
import deShell from './de-shell';

export const de: Messages = { ...deShell, ...dePage };
