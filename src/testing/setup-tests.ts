import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default, a quiet machine's budget: on the shared 2-core
// machine (load 15 to 25) a search's results took longer to render and the test failed, slow but
// right (docs/testing.md). Something that never comes still fails, at 10 s, within the tests'
// own 30 s (jest.config.ts).
configure({ asyncUtilTimeout: 10_000 });
