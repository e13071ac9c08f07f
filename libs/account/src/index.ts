export { TOKEN_MAX_AGE_SECONDS, AUTH_COOKIE_PREFIX, accountButtonTarget } from './lib/account-button-target';
export type { AccountUser, AccountButtonTarget } from './lib/account-button-target';
