export { anApiError } from './api-error';
export { controlledActor, controlledAuthActors } from './controlled-actors';
export type { ControlledCall } from './controlled-actors';
export { startAuth } from './start-auth';
export { aJwt, aTokensResponse } from './tokens';
export { aCustomer, anOrderUser } from './users';
