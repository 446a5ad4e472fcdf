import { describe, expect, it } from 'vitest';
import {
  canSubmitSurvey,
  existingReviewOutcome,
  isMidStay,
  RATING_MARKS,
  reviewLinks,
  scoreBand,
  showsPlatformReviewInvite,
  showsSurveyDoneButton,
  SURVEY_QUESTIONS,
  surveyAverage,
  surveyPayload,
  thankYouVariant,
  ticketIdFromLink,
  ticketLink,
  type SurveyRatings,
} from './survey';

describe('isMidStay', () => {
  const ci = '2025-07-10';
  const co = '2025-07-14';
  it('from the check-in date inclusive', () => {
    expect(isMidStay(ci, co, new Date('2025-07-10T00:00:00Z'))).toBe(true);
    expect(isMidStay(ci, co, new Date('2025-07-09T23:59:59Z'))).toBe(false);
  });
  it('to the check-out date exclusive', () => {
    expect(isMidStay(ci, co, new Date('2025-07-13T23:59:59Z'))).toBe(true);
    expect(isMidStay(ci, co, new Date('2025-07-14T00:00:00Z'))).toBe(false);
  });
  it('uses the listing time zone for today', () => {
    expect(isMidStay(ci, co, new Date('2025-07-09T23:00:00Z'), 'Europe/Athens')).toBe(true);
    expect(isMidStay(ci, co, new Date('2025-07-14T02:00:00Z'), 'America/New_York')).toBe(true);
  });
  it('turns at midnight in a non-UTC listing zone (Europe/Athens, UTC+3 in July)', () => {
    // Midnight of the check-in day in Athens is 21:00 UTC the evening before.
    expect(isMidStay(ci, co, new Date('2025-07-09T20:59:59Z'), 'Europe/Athens')).toBe(false);
    expect(isMidStay(ci, co, new Date('2025-07-09T21:00:00Z'), 'Europe/Athens')).toBe(true);
    // Midnight of the check-out day ends it, although it is still the day before in UTC.
    expect(isMidStay(ci, co, new Date('2025-07-13T20:59:59Z'), 'Europe/Athens')).toBe(true);
    expect(isMidStay(ci, co, new Date('2025-07-13T21:00:00Z'), 'Europe/Athens')).toBe(false);
  });
  it('turns at midnight west of UTC, with check-in and check-out given as instants (America/New_York)', () => {
    const ciAt = '2025-07-10T20:00:00Z'; // 16:00 in New York on the 10th
    const coAt = '2025-07-14T15:00:00Z'; // 11:00 in New York on the 14th
    expect(isMidStay(ciAt, coAt, new Date('2025-07-10T03:59:59Z'), 'America/New_York')).toBe(false);
    expect(isMidStay(ciAt, coAt, new Date('2025-07-10T04:00:00Z'), 'America/New_York')).toBe(true);
    expect(isMidStay(ciAt, coAt, new Date('2025-07-14T03:59:59Z'), 'America/New_York')).toBe(true);
    expect(isMidStay(ciAt, coAt, new Date('2025-07-14T04:00:00Z'), 'America/New_York')).toBe(false);
  });
  it('false with missing dates', () => {
    expect(isMidStay(null, co, new Date('2025-07-11T00:00:00Z'))).toBe(false);
  });
});

const six: SurveyRatings = { cleaning: 5, communication: 5, location: 4, accuracy: 5, check_in: 4, value: 4 };

describe('questions and marks', () => {
  it('six questions', () => {
    expect(SURVEY_QUESTIONS.map((q) => q.id)).toEqual(['cleaning', 'communication', 'location', 'accuracy', 'check_in', 'value']);
  });
  it('five marks, 5 Great … 1 Terrible', () => {
    expect(RATING_MARKS.map((m) => [m.value, m.labelKey])).toEqual([
      [5, 'core:survey.marks.great'],
      [4, 'core:survey.marks.good'],
      [3, 'core:survey.marks.ok'],
      [2, 'core:survey.marks.bad'],
      [1, 'core:survey.marks.terrible'],
    ]);
  });
});

describe('submit and average', () => {
  it('post-stay needs all six ratings', () => {
    expect(canSubmitSurvey({ midStay: false, ratings: six })).toBe(true);
    expect(canSubmitSurvey({ midStay: false, ratings: { ...six, value: null } })).toBe(false);
    expect(canSubmitSurvey({ midStay: false, ratings: { ...six, value: 6 } })).toBe(false);
    expect(canSubmitSurvey({ midStay: false, ratings: {} })).toBe(false);
  });
  it('mid-stay needs the rate', () => {
    expect(canSubmitSurvey({ midStay: true, rate: 3 })).toBe(true);
    expect(canSubmitSurvey({ midStay: true, rate: undefined })).toBe(false);
    expect(canSubmitSurvey({ midStay: true, rate: 0 })).toBe(false);
  });
  it('10-point scale: mid-stay × 2, post-stay mean × 2', () => {
    expect(surveyAverage({ midStay: true, rate: 4 })).toBe(8);
    expect(surveyAverage({ midStay: true, rate: null })).toBeNull();
    expect(surveyAverage({ midStay: false, ratings: six })).toBe(9);
    expect(surveyAverage({ midStay: false, ratings: { ...six, location: 5 } })).toBe(9.33);
    expect(surveyAverage({ midStay: false, ratings: {} })).toBeNull();
  });
  it('score bands: >= 9 good, <= 7.5 bad, else neutral', () => {
    expect(scoreBand(10)).toBe('good');
    expect(scoreBand(9)).toBe('good');
    expect(scoreBand(8.99)).toBe('neutral');
    expect(scoreBand(7.51)).toBe('neutral');
    expect(scoreBand(7.5)).toBe('bad');
    expect(scoreBand(2)).toBe('bad');
  });
  it('score bands from the six marks: exactly 9 (mean 4.5) is good, exactly 7.5 (mean 3.75 cannot occur; mid-stay 3 → 6) is bad', () => {
    expect(scoreBand(surveyAverage({ midStay: false, ratings: { cleaning: 5, communication: 5, location: 5, accuracy: 4, check_in: 4, value: 4 } })!)).toBe('good');
    expect(scoreBand(surveyAverage({ midStay: false, ratings: { cleaning: 5, communication: 4, location: 4, accuracy: 4, check_in: 4, value: 4 } })!)).toBe('neutral');
    expect(scoreBand(surveyAverage({ midStay: true, rate: 4 })!)).toBe('neutral');
    expect(scoreBand(surveyAverage({ midStay: true, rate: 3 })!)).toBe('bad');
  });
  it('thank-you variant: mid-stay words, processing until a score, then the band (7.5 and 9 included)', () => {
    expect(thankYouVariant(2, true)).toBe('mid-stay');
    expect(thankYouVariant(null, true)).toBe('mid-stay');
    expect(thankYouVariant(null, false)).toBe('processing');
    expect(thankYouVariant(undefined, false)).toBe('processing');
    expect(thankYouVariant(Number.NaN, false)).toBe('processing');
    expect(thankYouVariant(9, false)).toBe('good');
    expect(thankYouVariant(8.99, false)).toBe('neutral');
    expect(thankYouVariant(7.5, false)).toBe('bad');
    expect(thankYouVariant(7.51, false)).toBe('neutral');
  });
  it('payloads', () => {
    expect(surveyPayload({ midStay: true, rate: 5, feedback: ' great ' })).toEqual({ rate: 5, feedback: 'great' });
    expect(surveyPayload({ midStay: false, ratings: six as Required<SurveyRatings> })).toEqual({ ...six, feedback: '' });
  });
});

describe('existing reviews and links', () => {
  it('a survey review goes to the thank-you step with its avg', () => {
    expect(existingReviewOutcome([{ source: 'survey', avg_rate: 8.4 }], false)).toEqual({ step: 3, avg: 8.4, ticketLink: null });
    expect(existingReviewOutcome([{ source: 'survey' }], true)).toEqual({ step: 3, avg: null, ticketLink: null });
  });
  it('a checkup review mid-stay goes there too, with a ticket link', () => {
    expect(existingReviewOutcome([{ source: 'checkup', avg_rate: 4, listing_task: { public_id: 'T-1/x' } }], true)).toEqual({
      step: 3,
      avg: 4,
      ticketLink: '/tourist-lt/T-1%2Fx',
    });
    expect(existingReviewOutcome([{ source: 'checkup', avg_rate: 4 }], true)?.ticketLink).toBeNull();
    expect(existingReviewOutcome([{ source: 'checkup', avg_rate: 4 }], false)).toBeNull();
    expect(existingReviewOutcome([], true)).toBeNull();
    expect(existingReviewOutcome(null, false)).toBeNull();
  });
  it('ticket link', () => {
    expect(ticketLink('abc123')).toBe('/tourist-lt/abc123');
  });
  it('ticket id from a link: only the ticket path', () => {
    expect(ticketIdFromLink('/tourist-lt/lt_abc')).toBe('lt_abc');
    expect(ticketIdFromLink(ticketLink('T-1/x'))).toBe('T-1/x');
    expect(ticketIdFromLink('/tourist-lt/lt_abc/?x=1')).toBe('lt_abc');
    expect(ticketIdFromLink('https://g.page/r/x/review')).toBeNull();
    expect(ticketIdFromLink('/tourist-lt/')).toBeNull();
    expect(ticketIdFromLink('/tourist-lt/%E0%A4%A')).toBeNull();
    expect(ticketIdFromLink(null)).toBeNull();
  });
  it('review links forced to https, bad ones dropped', () => {
    expect(reviewLinks({ basic_company_info: { links: { google: 'http://g.page/acme/review', facebook: 'javascript:alert(1)' } } })).toEqual([
      { kind: 'google', url: 'https://g.page/acme/review' },
    ]);
    expect(reviewLinks({ basic_company_info: { links: { facebook: 'www.facebook.com/acme' } } })).toEqual([{ kind: 'facebook', url: 'https://www.facebook.com/acme' }]);
    expect(reviewLinks({})).toEqual([]);
  });
  it('review links: http, protocol-relative and javascript: links', () => {
    expect(
      reviewLinks({ basic_company_info: { links: { google: '//g.page/acme/review', facebook: 'http://www.facebook.com/acme/reviews' } } }),
    ).toEqual([
      { kind: 'google', url: 'https://g.page/acme/review' },
      { kind: 'facebook', url: 'https://www.facebook.com/acme/reviews' },
    ]);
    expect(reviewLinks({ basic_company_info: { links: { google: 'JavaScript:alert(1)', facebook: ' javascript://g.page/%0aalert(1)' } } })).toEqual([]);
    expect(reviewLinks({ basic_company_info: { links: { google: 'data:text/html,x', facebook: 'ftp://g.page/x' } } })).toEqual([]);
  });
  it('home-sharing platform invite when the source is that platform', () => {
    expect(showsPlatformReviewInvite('Airbnb')).toBe(true);
    expect(showsPlatformReviewInvite('airbnb_official')).toBe(true);
    expect(showsPlatformReviewInvite('booking.com')).toBe(false);
    expect(showsPlatformReviewInvite(null)).toBe(false);
  });
  it('Done button for tenant 1 only', () => {
    expect(showsSurveyDoneButton(1)).toBe(true);
    expect(showsSurveyDoneButton('1')).toBe(true);
    expect(showsSurveyDoneButton(2)).toBe(false);
    expect(showsSurveyDoneButton(null)).toBe(false);
  });
});
