import { serve } from '@hono/node-server';
import { createApiApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';

// node apps/api/dist/cli.js serve|migrate|seed — the API on its own, or database chores.
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const options = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE, seedSize: config.SEED_SIZE };
  switch (command) {
    case 'serve': {
      const database = await prepareDatabase(options);
      const app = createApiApp({ database, jwtSecret: config.JWT_SECRET });
      let inFlight = 0;
      const server = serve({
        fetch: async (request) => {
          inFlight += 1;
          try {
            return await app.fetch(request);
          } finally {
            inFlight -= 1;
          }
        },
        port: config.PORT,
        hostname: config.HOST,
      });
      console.log(`Nordshop API on http://localhost:${config.PORT}/api (${database.kind})`);
      const stop = () => {
        // Stop taking connections, let the requests in flight finish (10 s at most), then let go of the database.
        server.close();
        const started = Date.now();
        const waitAndExit = () => {
          if (inFlight > 0 && Date.now() - started < 10_000) return void setTimeout(waitAndExit, 50);
          void database.close().finally(() => process.exit(0));
        };
        waitAndExit();
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      return;
    }
    case 'migrate':
    case 'seed': {
      const database = await openDatabase(options);
      const applied = await migrate(database.db);
      console.log(`migrations applied: ${applied.length === 0 ? 'none pending' : applied.join(', ')}`);
      if (command === 'seed') {
        const started = Date.now();
        const report = await seedDemoData(database.db, { size: config.SEED_SIZE });
        console.log(
          report.catalogSeeded
            ? `demo data seeded (${database.kind}, ${report.size}): ${report.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`
            : `demo data already present (${report.products} products); ${report.heroSlidesSeeded ? 'hero slides added' : 'nothing written'}`,
        );
      }
      await database.close();
      return;
    }
    default:
      console.error('usage: cli.js serve|migrate|seed');
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
