// Receives one uploaded file as it streams in: the type is decided from the first bytes, size and quota
// are counted chunk by chunk, so a refusal comes while the client is still sending and the server never
// holds a whole file in memory. The bytes go to a temporary file in the media directory, renamed to its
// final name only once complete and flushed; any failure removes it, so no partial file is left behind.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../errors.js';
import { acceptedTypeOf, SNIFF_BYTES, tooLargeFor, type AcceptedType } from './types.js';

export interface ReceivedFile {
  fileName: string;
  type: AcceptedType;
  bytes: number;
}

export interface ReceiveOptions {
  /** Counts `bytes` more against the uploader's quota; throws (429) when the quota is spent. */
  spend(bytes: number): void;
  /** True when the multipart parser cut the file at its size limit. */
  truncated(): boolean;
}

/** A full disk (or quota of the file system) is the server's condition, not the client's mistake. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);
const insufficientStorage = () => new HttpError(507, 'insufficient_storage', 'The server has no room to store this file now, try again later', 'file');

class Sink {
  private handle: FileHandle | null = null;
  readonly temp: string;

  constructor(readonly dir: string) {
    this.temp = path.join(dir, `.upload-${randomBytes(12).toString('hex')}.part`);
  }

  async write(chunk: Buffer): Promise<void> {
    if (!this.handle) {
      await mkdir(this.dir, { recursive: true });
      this.handle = await open(this.temp, 'wx', 0o600);
    }
    await this.handle.write(chunk);
  }

  /** Flushes and closes the temporary file and gives it its final name. */
  async commit(finalName: string): Promise<void> {
    const handle = this.handle!;
    this.handle = null;
    await handle.sync();
    await handle.close();
    await rename(this.temp, path.join(this.dir, finalName));
  }

  async discard(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
    await rm(this.temp, { force: true });
  }
}

export async function receiveFile(source: AsyncIterable<Buffer>, dir: string, options: ReceiveOptions): Promise<ReceivedFile> {
  const sink = new Sink(dir);
  const head: Buffer[] = [];
  let type: AcceptedType | null = null;
  let bytes = 0;
  const admit = (chunk: Buffer) => {
    bytes += chunk.length;
    options.spend(chunk.length);
    if (type && (bytes > type.max || options.truncated())) throw tooLargeFor(type);
  };
  try {
    for await (const chunk of source) {
      if (type) {
        admit(chunk);
        await sink.write(chunk);
        continue;
      }
      head.push(chunk);
      admit(chunk);
      if (bytes >= SNIFF_BYTES) type = await judge(head, sink, bytes, options);
    }
    if (bytes === 0) throw new HttpError(400, 'validation', 'A non-empty file is required', 'file');
    type ??= await judge(head, sink, bytes, options);
    if (options.truncated()) throw tooLargeFor(type);
    const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await sink.commit(fileName);
    return { fileName, type, bytes };
  } catch (error) {
    await sink.discard();
    if (NO_SPACE.has((error as NodeJS.ErrnoException).code ?? '')) throw insufficientStorage();
    throw error;
  }
}

/** Decides the type from the bytes so far and writes them out. */
async function judge(head: Buffer[], sink: Sink, bytes: number, options: ReceiveOptions): Promise<AcceptedType> {
  const first = Buffer.concat(head);
  const type = await acceptedTypeOf(first);
  if (bytes > type.max || options.truncated()) throw tooLargeFor(type);
  await sink.write(first);
  return type;
}
