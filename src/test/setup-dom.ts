import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for a state, not for a time: the limit only catches a state that never comes, so it sits
// well above what a loaded machine takes (the library's 1 s is less than a lazy chunk's import beside the e2e lane).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
