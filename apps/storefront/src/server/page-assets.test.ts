import { describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';

/** A client build's manifest: the entry, its chunks, and lazily loaded chunks. */
const MANIFEST = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    src: 'src/entry-client.tsx',
    isEntry: true,
    imports: ['_react-2.js', '_router-3.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_router-3.js': { file: 'assets/router-3.js', imports: ['_react-2.js'] },
  'src/cart/cart-runtime.tsx': {
    file: 'assets/cart-runtime-4.js',
    src: 'src/cart/cart-runtime.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_react-2.js', '_xstate-5.js'],
  },
  '_xstate-5.js': { file: 'assets/xstate-5.js', imports: ['_react-2.js'] },
  'src/layout/mobile-menu-chunk.ts': {
    file: 'assets/mobile-menu-chunk-6.js',
    src: 'src/layout/mobile-menu-chunk.ts',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  'src/pages/checkout-page.tsx': {
    file: 'assets/checkout-page-7.js',
    src: 'src/pages/checkout-page.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_xstate-5.js'],
  },
};

describe('assetsFromViteManifest', () => {
  const root = assetsFromViteManifest(MANIFEST).routes['__root__'];
  const bootstrap = root?.scripts?.[0]?.children ?? '';

  it('loads the entry’s chunks and the entry, and keeps the entry’s stylesheet', () => {
    expect(bootstrap).toContain("['react-2','router-3','entry-client-1'].forEach");
    expect(root?.css).toEqual(['/assets/entry-client-1.css']);
  });

  it('fetches ahead the cart runtime and the mobile menu with what they import beyond the first load, and no other screen', () => {
    expect(bootstrap).toContain("var q=['cart-runtime-4','xstate-5','mobile-menu-chunk-6']");
    expect(bootstrap).not.toContain('checkout-page');
  });

  it('refuses a manifest without an entry', () => {
    expect(() => assetsFromViteManifest({ '_react-2.js': { file: 'assets/react-2.js' } })).toThrow(
      /no entry chunk/,
    );
  });
});
