// The SDK's files at /sdk/: the versioned URLs /sdk/v/<build id>/… of the current build are immutable (a
// year, never revalidated: any change to the build changes the id); the unversioned ones, which embedding
// sites keep in their pages, revalidate on every use (ETag, 304). Both send the build's brotli or gzip copy
// when the browser takes it (scripts/delivery.mjs compressed them once, at build time).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { chooseCoding, codingSuffix, type Coding } from './encoding.js';
import { fileInside } from './files.js';
import { sdkBuild } from './sdk-build.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const VERSIONED = /^v\/([0-9a-f]{16})\/(.+)$/;

const tags = new Map<string, { stamp: string; tag: string }>();

/** A strong validator of the file's bytes, computed once per version of the file. */
function contentTag(full: string): string {
  const stat = statSync(full);
  const stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  const known = tags.get(full);
  if (known?.stamp === stamp) return known.tag;
  const tag = createHash('sha256').update(readFileSync(full)).digest('base64url').slice(0, 27);
  tags.set(full, { stamp, tag });
  return tag;
}

/** A compressed copy is used only when written after its file (a file changed since the build is sent as it is). */
function freshCopy(full: string, copy: string): boolean {
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(full).mtimeMs;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/** Answers GET /sdk/<rel> from `distDir`. */
export function sendSdkFile(distDir: string, rel: string, request: FastifyRequest, reply: FastifyReply) {
  const versioned = VERSIONED.exec(rel);
  if (versioned) {
    // An immutable URL carries exactly one build's bytes: another build's id is not served as this build.
    if (sdkBuild(distDir)?.id !== versioned[1]) throw notFound('Not a file of the current SDK build');
    rel = versioned[2]!;
  }
  const file = fileInside(distDir, rel);
  if (!file) throw notFound('File not found');
  const coding: Coding | null = chooseCoding(request.headers['accept-encoding'] as string | undefined, (c) => freshCopy(file.full, file.full + codingSuffix(c)));
  const sent = coding ? file.full + codingSuffix(coding) : file.full;
  const etag = `"${contentTag(file.full)}${coding ? `-${coding}` : ''}"`;
  reply
    .header('Content-Type', file.type)
    .header('Cache-Control', versioned ? IMMUTABLE : REVALIDATE)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    // Caches keep one copy per coding; the CORS hook adds Origin.
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag);
  if (file.type.startsWith('image/svg')) reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (notModified(request, etag)) return reply.code(304).send();
  if (coding) reply.header('Content-Encoding', coding);
  return reply.header('Content-Length', statSync(sent).size).send(createReadStream(sent));
}
