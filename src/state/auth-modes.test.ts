import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimAuthMode, releaseAuthMode } from './auth-modes';
import { getRuntime } from './runtime';

const connected = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the auth mode of an API client shared by several elements', () => {
  it('is token as soon as one element asks for it, whatever the order they render in, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = getRuntime('http://modes-order.test');
    const [a, b, c] = [connected(), connected(), connected()];
    expect(claimAuthMode(runtime, a, 'token')).toBe('token');
    // The last element to render is a cookie one: the token elements keep their Authorization header.
    expect(claimAuthMode(runtime, b, 'cookie')).toBe('token');
    expect(claimAuthMode(runtime, c, 'cookie')).toBe('token');
    expect(runtime.auth.getState().mode).toBe('token');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('http://modes-order.test');
  });

  it('follows the elements still on the page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = getRuntime('http://modes-leave.test');
    const [a, b] = [connected(), connected()];
    claimAuthMode(runtime, a, 'cookie');
    claimAuthMode(runtime, b, 'token');
    b.remove();
    releaseAuthMode(runtime, b);
    expect(runtime.auth.getState().mode).toBe('cookie');
  });

  it('does not warn when the elements agree', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = getRuntime('http://modes-agree.test');
    claimAuthMode(runtime, connected(), 'token');
    claimAuthMode(runtime, connected(), 'token');
    expect(runtime.auth.getState().mode).toBe('token');
    expect(warn).not.toHaveBeenCalled();
  });
});
