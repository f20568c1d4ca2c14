import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default: a lazy chunk, a full render or axe on a busy 2-core machine can
// take longer. A wait that passes never waits the whole timeout, so a generous one costs nothing.
configure({ asyncUtilTimeout: 30_000 });

// No test leans on what another left in the storage.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
