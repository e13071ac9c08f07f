import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it.each([
    { email: 'demo@nordshop.example', masked: 'd***@nordshop.example' },
    { email: 'a@nordshop.example', masked: 'a***@nordshop.example' },
    { email: 'anna.berg+news@example.com', masked: 'a***@example.com' },
    { email: '"odd@local"@example.com', masked: '"***@example.com' },
    { email: 'no-at-sign', masked: '***' },
    { email: '@example.com', masked: '***' },
  ])('writes $email as $masked', ({ email, masked }) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
