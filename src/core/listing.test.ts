import { describe, expect, it } from 'vitest';
import { cardPicture, carouselHeight, carouselPictures, CAROUSEL_MAX_PICTURES } from './listing';

describe('carouselPictures', () => {
  it('keeps at most the first 5 pictures', () => {
    const pics = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(CAROUSEL_MAX_PICTURES).toBe(5);
    expect(carouselPictures({ container_pictures: pics })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(carouselPictures({ container_pictures: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(carouselPictures({ container_pictures: pics }, 2)).toEqual(['a', 'b']);
  });
  it('accepts { url } entries and drops empty or duplicate ones', () => {
    expect(carouselPictures({ container_pictures: [{ url: 'a' }, '', { url: null }, 'a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('falls back to container_picture, then picture', () => {
    expect(carouselPictures({ container_picture: 'c', picture: 'p' })).toEqual(['c', 'p']);
    expect(carouselPictures({ picture: 'p' })).toEqual(['p']);
    expect(carouselPictures({ container_pictures: [], picture: 'p' })).toEqual(['p']);
    expect(carouselPictures(null)).toEqual([]);
  });
  it('height is 0.65 of the panel width', () => {
    expect(carouselHeight(400)).toBe(260);
    expect(carouselHeight(333)).toBe(216);
  });
});

describe('cardPicture (trip and store cards; the hosted page preloads the same picture)', () => {
  it('is the main picture, else the carousel’s first, else none', () => {
    expect(cardPicture({ picture: 'main', container_pictures: ['a'] })).toBe('main');
    expect(cardPicture({ picture: '', container_pictures: [' ', 'a', 'b'] })).toBe('a');
    expect(cardPicture({ container_picture: 'c' })).toBe('c');
    expect(cardPicture({})).toBeNull();
    expect(cardPicture(null)).toBeNull();
  });
});
