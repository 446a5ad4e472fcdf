import { describe, expect, it } from 'vitest';
import {
  chosenSpecialRequests,
  directionsUrl,
  instructionsFor,
  isEmbeddableUrl,
  plannedTimeIfDifferent,
  safeLinkHref,
  smsHref,
  telHref,
} from './reservation-info';

describe('plannedTimeIfDifferent', () => {
  it('returns the planned time only when it differs from the standard time', () => {
    expect(plannedTimeIfDifferent('16:00', '18:30')).toBe('18:30');
    expect(plannedTimeIfDifferent('16:00', '16:00')).toBeNull();
    expect(plannedTimeIfDifferent('16:00', '16:00:00')).toBeNull();
    expect(plannedTimeIfDifferent('9:00', '09:00')).toBeNull();
  });
  it('ignores missing or invalid planned times and shows a valid one when the standard is unknown', () => {
    expect(plannedTimeIfDifferent('16:00', null)).toBeNull();
    expect(plannedTimeIfDifferent('16:00', 'soon')).toBeNull();
    expect(plannedTimeIfDifferent(null, '9:30')).toBe('09:30');
  });
});

describe('instructionsFor', () => {
  const source = {
    checkin_instructions: '<p>Default in</p>',
    checkout_instructions: '<p>Default out</p>',
    instructions_langs: { ES: { check_in: '<p>Entrada</p>', check_out: ' ' }, de: { check_in: '<p>Ankunft</p>' } },
  };
  it("uses the guest's language when present, case-insensitively, trying keys in order", () => {
    expect(instructionsFor(source, 'check_in', ['es'])).toBe('<p>Entrada</p>');
    expect(instructionsFor(source, 'check_in', ['ge', 'de'])).toBe('<p>Ankunft</p>');
  });
  it('falls back to the default text when the language or the text is missing', () => {
    expect(instructionsFor(source, 'check_out', ['es'])).toBe('<p>Default out</p>');
    expect(instructionsFor(source, 'check_in', ['fr'])).toBe('<p>Default in</p>');
    expect(instructionsFor({ instructions_langs: null }, 'check_in', ['fr'])).toBeNull();
    expect(instructionsFor(null, 'check_out', [])).toBeNull();
  });
});

describe('urls', () => {
  it('embeds https pages only', () => {
    expect(isEmbeddableUrl('https://guide.example/x')).toBe(true);
    expect(isEmbeddableUrl('http://guide.example/x')).toBe(false);
    expect(isEmbeddableUrl('javascript:alert(1)')).toBe(false);
    expect(isEmbeddableUrl(null)).toBe(false);
  });
  it('lets through web, mail, phone and messaging links only', () => {
    expect(safeLinkHref('https://wa.me/123')).toBe('https://wa.me/123');
    expect(safeLinkHref('whatsapp://send?phone=123')).toBe('whatsapp://send?phone=123');
    expect(safeLinkHref('mailto:host@example.com')).toBe('mailto:host@example.com');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('data:text/html,x')).toBeNull();
    expect(safeLinkHref('')).toBeNull();
  });
  it('prefers the custom address URL, then coordinates, then the address', () => {
    expect(directionsUrl({ custom_address_url: 'https://maps.example/p', lat: 1, lng: 2 })).toBe('https://maps.example/p');
    expect(directionsUrl({ custom_address_url: 'javascript:x', lat: 40.5, lng: -3.25 })).toBe('https://www.google.com/maps/dir/?api=1&destination=40.5,-3.25');
    expect(directionsUrl({ lat: null, lng: null, address: '1 Main St, Town' })).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Town');
    expect(directionsUrl({ lat: 200, lng: 0 })).toBeNull();
    expect(directionsUrl({})).toBeNull();
  });
  it('builds tel: and sms: links from formatted numbers', () => {
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
    expect(smsHref('555 0102')).toBe('sms:5550102');
    expect(telHref('n/a')).toBeNull();
    expect(smsHref(null)).toBeNull();
  });
});

describe('chosenSpecialRequests', () => {
  it('keeps toggles that are on and counters above zero', () => {
    expect(chosenSpecialRequests({ 'High Chair': true, 'Pool fence': false, 'Pack n play': 2, Crib: 0 })).toEqual([
      { label: 'High Chair', count: null },
      { label: 'Pack n play', count: 2 },
    ]);
    expect(chosenSpecialRequests(null)).toEqual([]);
  });
});
