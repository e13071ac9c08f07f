// First: zod's schemas below are made without code generation (zod-without-eval.ts).
import './platform/http/zod-without-eval';
import { serve } from '@hono/node-server';
import { createApiApp } from './app';
import { tokenSecret } from './auth/token-secret';
import {
  cancelOrder,
  capturePayment,
  paymentHandled,
  refundReturn,
  shipOrder,
} from './payments/order-payment-actions';
import { attentionReport, paymentsNeedingAttention } from './payments/payment-attention';
import { paymentNotificationsIdle } from './payments/payment-notifications';
import { recordTransfer } from './checkout/unpaid-holds';
import { paymentGatewaysOf } from './payment-gateways-from-config';
import { ConfigError, loadConfig, type Config } from './config';
import { CONTENT_LINK_USAGE, contentLinkPath, parseContentLinkArgs } from './content/content-link';
import { prepareDatabase } from '../seed/prepare-database';
import { databaseOptionsFromConfig, servicesFromConfig } from './services-from-config';
import { openDatabase, type DatabaseOptions } from './platform/db/database';
import { statusAudit } from './staff/staff-audit';
import { staffKeyCommand } from './staff/staff-key-command';
import { provisionStaffKeys } from './staff/staff-keys';
import { runImportCommand } from './catalog-import/import-command';
import { writeAudit } from './staff/staff-audit';
import { migrate } from './platform/db/migrate';
import { seedDemoData, type SeedReport } from '../seed/seed';
import { log, setLogLevel } from './platform/telemetry/log';

const addedOf = (report: SeedReport) => {
  const added = [...(report.heroSlidesSeeded ? ['hero slides'] : []), ...report.contentAdded];
  return added.length === 0 ? 'nothing written' : `added: ${added.join(', ')}`;
};

/**
 * content-link preview|unsubscribe <locale> <slug|e-mail>: prints the storefront path of a signed
 * link for shop staff. The secret is CONTENT_TOKEN_SECRET, else the one the servers generated and
 * keep in the database (which is opened for it; with the embedded database, stop the server first).
 */
async function contentLink(
  args: readonly string[],
  config: Config,
  options: DatabaseOptions,
): Promise<void> {
  const parsed = parseContentLinkArgs(args);
  if (!parsed.ok) {
    console.error(`${parsed.problems.join('\n')}\n${CONTENT_LINK_USAGE}`);
    process.exitCode = 2;
    return;
  }
  let secret = config.CONTENT_TOKEN_SECRET;
  if (!secret) {
    const database = await openDatabase(options);
    try {
      await migrate(database.db);
      secret = new TextDecoder().decode(
        await tokenSecret(database.db, undefined, 'content_token_secret')(),
      );
    } finally {
      await database.close();
    }
  }
  const { claims, expiresInSeconds } = parsed.request;
  console.log(await contentLinkPath(claims, secret, { expiresInSeconds }));
  console.error(
    expiresInSeconds === null
      ? 'The link does not expire.'
      : `The link works until ${new Date(Date.now() + expiresInSeconds * 1000).toISOString()}.`,
  );
}

/** The payment chores staff run, by command, with their usage. */
const ORDER_CHORES = {
  'ship-order': 'usage: cli.js ship-order <order id> <carrier> <tracking number>',
  'cancel-order': 'usage: cli.js cancel-order <order id>',
  'refund-return': 'usage: cli.js refund-return <return id>',
  'capture-payment': 'usage: cli.js capture-payment <order id>',
  'payment-handled': 'usage: cli.js payment-handled <order id>',
  'record-transfer': 'usage: cli.js record-transfer <order id>',
} as const;
type OrderChore = keyof typeof ORDER_CHORES;

/** Runs one chore on an open database; what to print. */
async function runChore(
  command: OrderChore,
  id: number,
  args: readonly string[],
  db: Parameters<typeof shipOrder>[0],
  services: Parameters<typeof shipOrder>[1],
): Promise<string> {
  switch (command) {
    case 'ship-order':
      await shipOrder(
        db,
        services,
        id,
        { carrier: args[1] ?? '', number: args[2] ?? '' },
        statusAudit(null, 'order.ship', `order:${id}`),
      );
      return `order ${id} shipped`;
    case 'cancel-order':
      await cancelOrder(db, services, id, statusAudit(null, 'order.cancel', `order:${id}`));
      return `order ${id} cancelled`;
    case 'refund-return': {
      const { amount } = await refundReturn(
        db,
        services,
        id,
        statusAudit(null, 'return.refund', `return:${id}`),
      );
      return `return ${id} refunded: ${amount} minor units`;
    }
    case 'capture-payment':
      return `order ${id}: ${(await capturePayment(db, services, id)).amount} minor units asked for`;
    case 'payment-handled':
      return `order ${id}: ${(await paymentHandled(db, id)).failures} failures marked handled`;
    case 'record-transfer':
      await recordTransfer(db, id);
      return `order ${id} paid`;
  }
}

/**
 * ship-order <order id> <carrier> <tracking number> | cancel-order <order id> | refund-return
 * <return id> | capture-payment <order id> | payment-handled <order id> | record-transfer <order
 * id>: the shop's staff ship an order (what is reserved captured at its provider first), cancel one
 * that has not shipped (its reservation released, or what was taken refunded), refund a return
 * (through the provider that took the payment), capture again what a failed capture did not take,
 * record that they handled a payment's failures (decision 026), or record the bank transfer of a
 * prepayment order (paid: it keeps its goods past its hold, decision 028). With the embedded
 * database, stop the server first.
 */
async function orderChore(
  command: OrderChore,
  args: readonly string[],
  config: Config,
  options: DatabaseOptions,
): Promise<void> {
  const id = Number(args[0]);
  if (!Number.isSafeInteger(id) || id < 1 || (command === 'ship-order' && args.length !== 3)) {
    console.error(ORDER_CHORES[command]);
    process.exitCode = 2;
    return;
  }
  const gateways = paymentGatewaysOf(config);
  const services = {
    paymentGateway: (provider: string) => gateways.find((g) => g.provider === provider),
  };
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
    console.log(await runChore(command, id, args, database.db, services));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * payments-attention: the payments staff must act on (a capture or refund that failed, a dispute,
 * a release the provider refused), one line each with what to do; exit code 1 when there is any,
 * so a scheduled run can alert. With the embedded database, stop the server first.
 */
async function paymentsAttention(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
    const payments = await paymentsNeedingAttention(database.db);
    console.log(attentionReport(payments));
    if (payments.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

// node apps/api/dist/cli.js serve|migrate|seed|content-link|<order chore>|payments-attention — the API on its own, database chores, signed links, order and payment chores.
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  // Chores run without the request timeout: a migration or the seed takes longer than a request.
  const options = { ...databaseOptionsFromConfig(config), timeoutMs: undefined };
  switch (command) {
    case 'serve': {
      const database = await prepareDatabase(databaseOptionsFromConfig(config));
      await provisionStaffKeys(database.db, config.STAFF_KEY_HASHES);
      const app = createApiApp({ ...servicesFromConfig(config), database });
      let inFlight = 0;
      const server = serve({
        fetch: async (request, env) => {
          inFlight += 1;
          try {
            // The Node bindings (env) give the API the client's address for its rate limits.
            return await app.fetch(request, env);
          } finally {
            inFlight -= 1;
          }
        },
        port: config.PORT,
        hostname: config.HOST,
      });
      log('info', 'listening', {
        url: `http://localhost:${config.PORT}/api`,
        database: database.kind,
        pid: process.pid,
      });
      const stop = () => {
        // Stop taking connections, let the requests in flight finish (10 s at most), then let go of the database.
        server.close();
        const started = Date.now();
        const waitAndExit = () => {
          if (inFlight > 0 && Date.now() - started < 10_000)
            return void setTimeout(waitAndExit, 50);
          // A run through payment notifications the last answers started finishes too.
          void paymentNotificationsIdle(database.db)
            .then(() => database.close())
            .finally(() => process.exit(0));
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
      console.log(
        `migrations applied: ${applied.length === 0 ? 'none pending' : applied.join(', ')}`,
      );
      if (command === 'seed') {
        const started = Date.now();
        const report = await seedDemoData(database.db, { size: config.SEED_SIZE });
        console.log(
          report.catalogSeeded
            ? `demo data seeded (${database.kind}, ${report.size}): ${report.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`
            : `demo data already present (${report.products} products); ${addedOf(report)}`,
        );
      }
      await database.close();
      return;
    }
    case 'content-link':
      return contentLink(process.argv.slice(3), config, options);
    case 'ship-order':
    case 'cancel-order':
    case 'refund-return':
    case 'capture-payment':
    case 'payment-handled':
    case 'record-transfer':
      return orderChore(command, process.argv.slice(3), config, options);
    case 'payments-attention':
      return paymentsAttention(options);
    case 'staff-key': {
      const database = await openDatabase(options);
      try {
        await migrate(database.db);
        const result = await staffKeyCommand(process.argv.slice(3), database.db, new Date());
        for (const line of result.out) console.log(line);
        for (const line of result.err) console.error(line);
        process.exitCode = result.code;
      } finally {
        await database.close();
      }
      return;
    }
    case 'import':
      // A command run on the server: its audit entries name no key.
      return runImportCommand(process.argv.slice(3), options, (tx, entries) =>
        writeAudit(tx, ...entries.map((entry) => ({ ...entry, keyId: null }))),
      );
    default:
      console.error(
        'usage: cli.js serve|migrate|seed|content-link|ship-order|cancel-order|refund-return|capture-payment|payment-handled|payments-attention|record-transfer|staff-key|import',
      );
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
