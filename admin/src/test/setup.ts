import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalog } from '../i18n/load';

// Both languages' texts, so a test can make an i18n provider and switch language without waiting.
await Promise.all([loadCatalog('nl'), loadCatalog('en')]);

// findBy*/waitFor wait up to 5 s instead of 1 s: on the shared two-core CI machine a screen that loads its
// references in several requests can take longer than a second to settle while other test files run.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
