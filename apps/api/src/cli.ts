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
  const options = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  switch (command) {
    case 'serve': {
      const database = await prepareDatabase(options);
      const app = createApiApp({ database });
      serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
      console.log(`Nordshop API on http://localhost:${config.PORT}/api (${database.kind})`);
      return;
    }
    case 'migrate':
    case 'seed': {
      const database = await openDatabase(options);
      const applied = await migrate(database.db);
      console.log(`migrations applied: ${applied.length === 0 ? 'none pending' : applied.join(', ')}`);
      if (command === 'seed') {
        await seedDemoData(database.db);
        console.log(`demo data seeded (${database.kind})`);
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
