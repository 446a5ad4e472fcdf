import { afterEach, describe, expect, it } from 'vitest';
import { loadWidget } from '../../../page-state/registration-widget-script';
import { WIDGET_URLS, widgetScriptUrl } from './widget-url';

const PAGE = 'https://rentals.example/stay/precheckin';

describe('widgetScriptUrl', () => {
  it('defaults to production, staging when the tenant says so', () => {
    expect(widgetScriptUrl(null, undefined, PAGE)).toBe(WIDGET_URLS.production);
    expect(widgetScriptUrl('', 'production', PAGE)).toBe(WIDGET_URLS.production);
    expect(widgetScriptUrl(undefined, 'staging', PAGE)).toBe(WIDGET_URLS.staging);
  });
  it('lets the element attribute override the built-in address', () => {
    expect(widgetScriptUrl('https://cdn.example/reg.js', 'staging', PAGE)).toBe('https://cdn.example/reg.js');
    expect(widgetScriptUrl('/fake-registration/widget.js', undefined, 'http://localhost:8787/tourist')).toBe('http://localhost:8787/fake-registration/widget.js');
  });
  it('refuses anything but https or the page’s own origin', () => {
    expect(widgetScriptUrl('http://evil.example/x.js', undefined, PAGE)).toBeNull();
    expect(widgetScriptUrl('javascript:alert(1)', undefined, PAGE)).toBeNull();
    expect(widgetScriptUrl('data:text/javascript,1', undefined, PAGE)).toBeNull();
  });
});

/** A document whose <script> elements are recorded; the test decides when they load or fail. */
function fakeDocument() {
  const scripts: Array<EventTarget & { src: string; async: boolean; dataset: Record<string, string>; removed: boolean; remove(): void }> = [];
  const doc = {
    createElement: () => {
      const s = Object.assign(new EventTarget(), { src: '', async: false, dataset: {}, removed: false, remove: () => (s.removed = true) });
      return s;
    },
    head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) },
  };
  return { doc: doc as unknown as Document, scripts };
}

describe('loadWidget', () => {
  const g = globalThis as { GuestRegistrationWidget?: unknown };
  afterEach(() => {
    delete g.GuestRegistrationWidget;
  });

  it('loads the script once per page and answers the widget API', async () => {
    const { doc, scripts } = fakeDocument();
    const url = 'https://cdn.example/once.js';
    const a = loadWidget(url, doc);
    const b = loadWidget(url, doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(url);
    const api = { init: () => ({ destroy: () => undefined }) };
    g.GuestRegistrationWidget = api;
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(await a).toBe(api);
    expect(await b).toBe(api);
  });

  it('a script that fails is removed and may be tried again', async () => {
    const { doc, scripts } = fakeDocument();
    const url = 'https://cdn.example/fails.js';
    const first = loadWidget(url, doc);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/failed to load/);
    expect(scripts[0]!.removed).toBe(true);
    void loadWidget(url, doc).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('a script that defines no widget is a failure', async () => {
    const { doc, scripts } = fakeDocument();
    const p = loadWidget('https://cdn.example/empty.js', doc);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(p).rejects.toThrow(/no GuestRegistrationWidget/);
  });
});
