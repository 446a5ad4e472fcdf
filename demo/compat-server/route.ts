import type { IncomingMessage } from 'node:http';

/** One answer of the stand-in: a status, a JSON body, a session cookie to set. */
export type Handler = (ctx: { req: IncomingMessage; body: Record<string, unknown>; signedIn: boolean; session: (v: boolean) => string | null }) => { status?: number; body?: unknown; cookie?: string };

/** Method, path, handler, and whether it answers without a session. */
export type Route = [method: string, path: RegExp, handler: Handler, open?: boolean];
