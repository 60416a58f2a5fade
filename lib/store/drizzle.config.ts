import { defineConfig } from 'drizzle-kit';

/** For `npm run db:generate`: writes a migration file from what changed in `schema.ts`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/store/schema.ts',
  out: './lib/store/migrations',
});
