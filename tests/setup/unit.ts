import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unit tests never reach a network: a request nobody mocked answers 503 (tests inject their own fetch).
vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'no network in unit tests', code: 'offline' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  cleanup();
});
