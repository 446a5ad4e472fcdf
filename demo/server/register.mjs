// Lets plain Node 20 run the TypeScript sources of the reference server:
//   node --import ./demo/server/register.mjs demo/server/main.ts
// Registers ts-loader.mjs (esbuild transform, no type checking; `npm run typecheck` does that).
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
