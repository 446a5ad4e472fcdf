import { describe, expect, it } from 'vitest';
import { addRegisteredGuest } from './registered-guests';

describe('addRegisteredGuest', () => {
  it('fills the first empty row with the mapped guest', () => {
    const d = addRegisteredGuest({ guests_details: [{ full_name: 'Ada Guest' }, {}] }, { first_name: 'Bob', last_name: 'Guest', document_type: 'Passport', document_number: 'P123' }, 'A');
    expect(d.guests_details).toEqual([{ full_name: 'Ada Guest' }, { full_name: 'Bob Guest', passport: 'P123' }]);
    expect(d.guest_count_info).toBeUndefined();
  });

  it('appends when every row is taken, and moves the counts by a known age (per age band)', () => {
    const start = { guests_details: [{ full_name: 'Ada Guest' }], guest_count_info: { adults: 3, kids: 0, babies: 0 } };
    const kid = addRegisteredGuest(start, { full_name: 'Cleo', age: 2 }, 'A');
    expect(kid.guests_details).toEqual([{ full_name: 'Ada Guest' }, { full_name: 'Cleo', age: 2 }]);
    expect(kid.guest_count_info).toMatchObject({ adults: 2, kids: 1, babies: 0 });
    const baby = addRegisteredGuest(start, { full_name: 'Cleo', age: 2 }, 'B');
    expect(baby.guest_count_info).toMatchObject({ adults: 2, kids: 0, babies: 1 });
  });
});
