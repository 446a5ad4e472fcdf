/**
 * How a list card's picture loads: the first card's is the screen's largest picture (the hosted page
 * preloads it), fetched at once with high priority; every other card's waits until it scrolls near.
 */
export function cardPictureLoading(first: boolean): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return first ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
