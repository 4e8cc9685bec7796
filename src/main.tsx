// The browser's entry: starts the app (src/app/client.tsx), which hydrates the server-rendered page.
import { startApp } from './app/client';

void startApp(document.getElementById('root')!);
