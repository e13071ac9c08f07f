import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../index';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const examples = [
  ...readme.matchAll(/^### (.+)\n(?:(?!^### )[\s\S])*?^```ts\n([\s\S]*?)^```/gm),
].map(([, title, code]) => ({
  title: title ?? '',
  code: code ?? '',
}));
const modules: Record<string, unknown> = {
  '@nordshop/coupon-engine': engine,
  'node:assert/strict': assert,
};

/** Runs a README example as the CommonJS module TypeScript makes of it, with the library as its only import. */
function run(code: string): void {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const load = (name: string) => {
    if (!(name in modules)) throw new Error(`A README example imports ${name}`);
    return modules[name];
  };
  const example = runInThisContext(`(function (require, exports) {\n${outputText}\n})`) as (
    require: (name: string) => unknown,
    exports: object,
  ) => void;
  example(load, {});
}

describe('README', () => {
  it('has an example for every rule', () => {
    expect(examples.map((example) => example.title)).toEqual([
      'Five lines',
      'Global percentage',
      'Highest percentages',
      'Buy-x rules',
      'Sync result',
      'Removal',
      'Customer discount',
      'Display and validity',
      'Evaluating stored coupons',
      'Effective customer discount',
      'Tiers',
      'Pricing a cart',
      'Who gave the discount',
      'Free shipping',
      'Gift lines',
      'Deal price',
    ]);
  });

  it.each(examples)('runs the example "$title"', ({ code }) => {
    expect(() => run(code)).not.toThrow();
  });
});
