/**
 * An e-mail address with its local part hidden but for the first character, as answers that must
 * not disclose whole addresses show it: `demo@nordshop.example` → `d***@nordshop.example`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
