import { describe, expect, it } from 'vitest';
import { armLanding, cancelLanding, isLandingFlagged, isLandingPending, takeLanding } from './landing';
import { getRuntime } from './runtime';

const FLAGGED = { afterLogin: '1' };

describe('afterLogin landing', () => {
  it('reads the flag as 1 or true only', () => {
    expect(isLandingFlagged({ afterLogin: '1' })).toBe(true);
    expect(isLandingFlagged({ afterLogin: 'true' })).toBe(true);
    expect(isLandingFlagged({ afterLogin: '0' })).toBe(false);
    expect(isLandingFlagged({})).toBe(false);
  });

  it('applies once per sign-in', () => {
    const rt = getRuntime('https://landing-once.test');
    armLanding(rt);
    expect(isLandingPending(rt, FLAGGED)).toBe(true);
    expect(takeLanding(rt, FLAGGED)).toBe(true);
    expect(takeLanding(rt, FLAGGED)).toBe(false);
    expect(isLandingPending(rt, FLAGGED)).toBe(false);
    armLanding(rt);
    expect(takeLanding(rt, FLAGGED)).toBe(true);
  });

  it('yields to a navigation the guest made first', () => {
    const rt = getRuntime('https://landing-yield.test');
    armLanding(rt);
    cancelLanding(rt);
    expect(isLandingPending(rt, FLAGGED)).toBe(false);
    expect(takeLanding(rt, FLAGGED)).toBe(false);
  });

  it('needs the flagged URL; a page opened on it without a sign-in seen still lands once', () => {
    const rt = getRuntime('https://landing-fresh.test');
    armLanding(rt);
    expect(takeLanding(rt, {})).toBe(false);
    const fresh = getRuntime('https://landing-fresh-2.test');
    expect(takeLanding(fresh, FLAGGED)).toBe(true);
    expect(takeLanding(fresh, FLAGGED)).toBe(false);
  });
});
