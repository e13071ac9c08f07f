import { startFakeAdyen } from './fake-adyen';
import { startFakeKlarna } from './fake-klarna';

/**
 * The fake Adyen and Klarna on fixed loopback ports, for the end-to-end suite's shop with payment
 * providers (apps/storefront-e2e): `tsx serve-payment-fakes.ts` with FAKE_ADYEN_PORT,
 * FAKE_KLARNA_PORT and the credentials the shop is configured with; Adyen's webhooks go to
 * FAKE_ADYEN_WEBHOOK_URL, signed with FAKE_ADYEN_HMAC_KEY. Runs until it is stopped.
 */
async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  const adyen = await startFakeAdyen({
    apiKey: required('FAKE_ADYEN_API_KEY'),
    hmacKey: required('FAKE_ADYEN_HMAC_KEY'),
    webhookUrl: required('FAKE_ADYEN_WEBHOOK_URL'),
    port: Number(required('FAKE_ADYEN_PORT')),
  });
  const klarna = await startFakeKlarna({
    username: required('FAKE_KLARNA_USERNAME'),
    password: required('FAKE_KLARNA_PASSWORD'),
    port: Number(required('FAKE_KLARNA_PORT')),
  });
  console.log(`fake Adyen on ${adyen.checkoutUrl}, fake Klarna on ${klarna.apiUrl}`);
  const stop = () =>
    void Promise.all([adyen.close(), klarna.close()]).finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main(process.env).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
