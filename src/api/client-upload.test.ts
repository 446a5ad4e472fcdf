// The client's multipart upload: credentials and the API's headers go to the API (a path, or an absolute
// URL of the API's origin, as a tenant's media_upload_url may be), never to a third-party media host.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './client';

interface Sent {
  url: string;
  withCredentials: boolean;
  headers: Record<string, string>;
}

/** An XMLHttpRequest that records what would be sent and answers 200 `{}` at once. */
function stubXhr(sent: Sent[]) {
  class FakeXhr {
    withCredentials = false;
    status = 200;
    responseText = '{"ok":true}';
    timeout = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private entry: Sent = { url: '', withCredentials: false, headers: {} };
    open(_method: string, url: string) {
      this.entry.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.entry.headers[name] = value;
    }
    abort() {}
    send() {
      this.entry.withCredentials = this.withCredentials;
      sent.push(this.entry);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const Ok = v.object({ ok: v.boolean() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload', () => {
  for (const [mode, token] of [['cookie', null], ['token', 't0k']] as const) {
    it(`${mode} session: a path and an absolute URL of the API's origin carry it, a third-party host does not`, async () => {
      const sent: Sent[] = [];
      stubXhr(sent);
      const api = createApiClient({ baseUrl: 'http://api.test/prefix', auth: () => ({ mode, token }), tenantId: () => '2' });
      await api.upload('/api/media/upload', Ok, new FormData());
      await api.upload('http://api.test/api/media/upload', Ok, new FormData());
      await api.upload('https://media.example.com/upload', Ok, new FormData());
      expect(sent.map((s) => s.url)).toEqual(['http://api.test/prefix/api/media/upload', 'http://api.test/api/media/upload', 'https://media.example.com/upload']);
      const carried = sent.map((s) => (mode === 'cookie' ? s.withCredentials : s.headers.Authorization === 'Bearer t0k'));
      expect(carried).toEqual([true, true, false]);
      expect(sent.map((s) => s.headers['X-Tenant-Id'] ?? null)).toEqual(['2', '2', null]);
      expect(sent.every((s) => mode === 'cookie' || !s.withCredentials)).toBe(true);
    });
  }
});
