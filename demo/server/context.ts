// What every route module receives from buildServer(): the database and the server's options.
// A module of its own so that app.ts (which registers the routes) and the routes (which use the
// context) do not import each other.
import type { DB } from './db.js';

export interface AppContext {
  db: DB;
  dataDir: string;
  uploadsDir: string;
  bcryptCost: number;
  allowedOrigins: string[];
  devRoutes: boolean;
  secureCookies: boolean | 'auto';
  distDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    gp: AppContext;
  }
}
