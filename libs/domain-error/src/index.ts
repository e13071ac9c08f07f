export { DOMAIN_ERROR_KINDS, DomainError, isDomainErrorKind } from './lib/domain-error';
export type { DomainErrorKind } from './lib/domain-error';
