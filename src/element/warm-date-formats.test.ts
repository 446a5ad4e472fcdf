import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ElementDescriptor } from './descriptor';
import { guestSurvey } from '../../elements/descriptors/guest-survey';
import { guestTrips } from '../../elements/descriptors/guest-trips';
import { warmDateFormats } from './warm-date-formats';

describe('warmDateFormats', () => {
  let made: ConstructorParameters<typeof Intl.DateTimeFormat>[];
  const Real = Intl.DateTimeFormat;
  beforeEach(() => {
    made = [];
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made.push(args);
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat);
  });
  afterEach(() => vi.restoreAllMocks());

  it('formats a date for an element whose first screen shows dates whoever opens it, and only then', () => {
    warmDateFormats(guestTrips as ElementDescriptor);
    expect(made).toEqual([]);
    warmDateFormats(guestSurvey);
    expect(made).toEqual([[undefined, { dateStyle: 'medium', timeZone: 'UTC' }]]);
  });
});
