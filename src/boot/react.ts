// Boot stage 1 of 4 (src/main.tsx): React and its DOM renderer.
export { StrictMode } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { jsx } from 'react/jsx-runtime';
