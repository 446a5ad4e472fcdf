/** The query kept into the checkout: the current one without the open item. */
export function carriedQuery(query: Record<string, string>): Record<string, string> {
  const { selectedItem: _open, ...rest } = query;
  return rest;
}
