/**
 * The host name of `value` in lower case: a scheme, user info, path and port are dropped, so
 * 'https://nordshop.se:8443/x' and 'NORDSHOP.SE' both give 'nordshop.se'.
 */
function hostName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z\d+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
}

/**
 * Whether experiments run on `domain` (a host such as `location.host`, port allowed): its host
 * name is one of `activeDomains` (host names, compared without case or port). An empty list, or a
 * list of blank entries only, means experiments run everywhere (spec section 9).
 */
export function isExperimentDomain(domain: string, activeDomains: readonly string[]): boolean {
  const active = activeDomains.map(hostName).filter((host) => host !== '');
  if (active.length === 0) return true;
  const host = hostName(domain);
  return active.includes(host);
}
