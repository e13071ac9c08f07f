// Writes every e-mail in every storefront's language (or those named) as sample HTML and text
// files, to look at in a browser or a mail client:
//   npx tsx scripts/preview.ts <out-dir> [sv no da fi nl]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLocaleCode, LOCALE_CODES } from '@nordshop/locale-config';
import { SAMPLE_MAILS } from '../src/testing/index';

const [outDir, ...names] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: npx tsx scripts/preview.ts <out-dir> [sv no da fi nl]');
  process.exit(2);
}
const locales = names.length > 0 ? names.filter(isLocaleCode) : LOCALE_CODES;
await mkdir(outDir, { recursive: true });
for (const locale of locales) {
  for (const sample of SAMPLE_MAILS) {
    const mail = await sample.render(locale);
    const base = join(outDir, `${sample.name}-${locale}`);
    await writeFile(`${base}.html`, mail.html);
    await writeFile(`${base}.txt`, `Subject: ${mail.subject}\n\n${mail.text}\n`);
  }
}
console.log(`${locales.length * SAMPLE_MAILS.length} messages written to ${outDir}`);
