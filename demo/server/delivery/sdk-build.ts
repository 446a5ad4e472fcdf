// The build the server delivers, as scripts/delivery.mjs described it in dist/delivery.json: its id (in
// the versioned URLs) and each module's static imports. Read again when the file changes, so a rebuild
// while the server runs is picked up by the next request.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SdkBuild {
  /** 16 hex digits naming the build's contents. */
  id: string;
  modules: Record<string, readonly string[]>;
}

const BUILD_ID = /^[0-9a-f]{16}$/;
let cached: { file: string; stamp: string; build: SdkBuild | null } | null = null;

/** The build in `distDir`, or null when it has no (readable) delivery.json: the SDK is then served unversioned. */
export function sdkBuild(distDir: string): SdkBuild | null {
  const file = path.join(distDir, 'delivery.json');
  let stamp: string;
  try {
    const stat = statSync(file);
    stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return null;
  }
  if (cached?.file === file && cached.stamp === stamp) return cached.build;
  cached = { file, stamp, build: parse(readFileSync(file, 'utf8')) };
  return cached.build;
}

function parse(text: string): SdkBuild | null {
  try {
    const raw = JSON.parse(text) as { id?: unknown; modules?: unknown };
    if (typeof raw.id !== 'string' || !BUILD_ID.test(raw.id) || typeof raw.modules !== 'object' || raw.modules === null) return null;
    return { id: raw.id, modules: raw.modules as Record<string, readonly string[]> };
  } catch {
    return null;
  }
}

/** The URL prefix of the build's immutable files. */
export const versionedBase = (build: SdkBuild) => `/sdk/v/${build.id}/`;

/** The modules and everything they import statically (dist-relative), in a stable order: the entries first. */
export function staticClosure(build: SdkBuild, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.filter((e) => e in build.modules);
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of build.modules[file] ?? []) if (!seen.has(dep)) queue.push(dep);
  }
  return [...seen];
}
