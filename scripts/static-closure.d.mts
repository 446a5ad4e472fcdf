/** The file plus every chunk it imports statically (paths as given, normalised). */
export function staticClosure(entry: string): string[];
