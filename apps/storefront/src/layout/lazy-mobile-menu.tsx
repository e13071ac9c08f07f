import type { MobileMenuProps } from '@nordshop/catalog-ui';
import { lazy, Suspense } from 'react';
import { useVatSwitch } from '../cart/cart-provider';

const importMobileMenu = () => import('./mobile-menu-chunk');

let loading: ReturnType<typeof importMobileMenu> | undefined;

/**
 * The mobile menu's chunk, run once per page; a failed fetch is tried again on the next call. The
 * page's bootstrap fetches it ahead at idle without running it (server/page-bootstrap.ts), and a
 * pointer or finger on the menu button runs it ({@link warmMobileMenu}).
 */
function loadMobileMenu(): ReturnType<typeof importMobileMenu> {
  loading ??= importMobileMenu().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the menu's chunk now (the shopper's pointer or finger is on the button). */
export function warmMobileMenu(): void {
  void loadMobileMenu().catch(() => undefined);
}

const MobileMenuOfChunk = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** The menu's props but its VAT switch's, which the open menu reads itself. */
export type LazyMobileMenuProps = Omit<MobileMenuProps, 'includeVat' | 'onVatChange'>;

/**
 * The mobile side menu (catalog-ui's MobileMenu), its code loaded apart from the first load. Its
 * VAT switch's mode is read only while it is open: a closed menu does not render again when the
 * mode becomes known as hydration ends.
 */
export function LazyMobileMenu(props: LazyMobileMenuProps) {
  if (!props.open) return null;
  return <OpenMobileMenu {...props} />;
}

function OpenMobileMenu(props: LazyMobileMenuProps) {
  const { includeVat, onChange } = useVatSwitch();
  return (
    <Suspense fallback={null}>
      <MobileMenuOfChunk {...props} includeVat={includeVat} onVatChange={onChange} />
    </Suspense>
  );
}
