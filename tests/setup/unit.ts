import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give a loaded CI machine (two cores, a whole suite at once) time before they give up;
// they return as soon as the condition holds, so fast runs stay fast.
configure({ asyncUtilTimeout: 5000 });

// Unit tests never reach a network: a request nobody mocked answers 503 (tests inject their own fetch).
vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'no network in unit tests', code: 'offline' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  cleanup();
  // What one test keeps on the "device" (the remembered language, pre-check-in drafts) is not the next one's.
  localStorage.clear();
  sessionStorage.clear();
});
