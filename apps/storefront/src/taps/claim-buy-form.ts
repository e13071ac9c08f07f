import { TAP_KEEPER_GLOBAL, type TapKeeper } from './tap-keeper-script';

/**
 * The ref of a buy form (`form[data-buy]`): once React has hydrated the form, its taps go to its
 * submit handler, and the taps the page's inline tap keeper kept for it until then are submitted
 * again, each once (tap-keeper-script.ts). Without the keeper (a page rendered in a test) nothing
 * happens.
 */
export function claimBuyForm(form: HTMLFormElement | null): void {
  if (!form) return;
  const keeper = (window as unknown as Partial<Record<string, TapKeeper>>)[TAP_KEEPER_GLOBAL];
  keeper?.claim(form);
}
