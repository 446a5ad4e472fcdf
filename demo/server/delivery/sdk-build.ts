// The build the server delivers, as scripts/delivery.mjs described it in dist/delivery.json: its id, which
// the versioned URLs carry. Read again when the file changes, so a rebuild while the server runs is picked
// up by the next request.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SdkBuild {
  /** 16 hex digits naming the build's contents. */
  id: string;
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
    const raw = JSON.parse(text) as { id?: unknown };
    return typeof raw.id === 'string' && BUILD_ID.test(raw.id) ? { id: raw.id } : null;
  } catch {
    return null;
  }
}

/** The URL prefix of the build's immutable files. */
export const versionedBase = (build: SdkBuild) => `/sdk/v/${build.id}/`;
