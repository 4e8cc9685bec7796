// The public site's UI texts in English, whole (the server, the functions and tests read it):
// ./en-shell.ts (the first paint's) and ./en-page.ts (the rest's). A language's catalog has the same
// shape (`Messages`): a key missing from German or Spanish fails the type-check.
import { enPage, type PageMessages } from './en-page';
import { enShell, type ShellMessages } from './en-shell';

export type { PageMessages, ShellMessages };
export type Messages = ShellMessages & PageMessages;

export const en: Messages = { ...enShell, ...enPage };
