import { describe, expect, it } from 'vitest';
import { MAX_REPORTS_PER_PAGE, ReportBudget, errorReportOf } from './client-error-report';

const CONTEXT = { userAgent: 'Chromium', url: 'https://nordshop.se/sv/produkt/x' };

describe('errorReportOf', () => {
  it('reports an Error with its message, stack, user agent and page', () => {
    const error = new Error('boom');
    expect(errorReportOf(error, 'error', CONTEXT)).toEqual({
      error: 'boom',
      level: 'error',
      stack: error.stack,
      userAgent: 'Chromium',
      url: CONTEXT.url,
    });
  });

  it.each([
    { thrown: 'plain text', text: 'plain text' },
    { thrown: { code: 7 }, text: '{"code":7}' },
    { thrown: '   ', text: 'Unknown client error' },
    { thrown: undefined, text: 'Unknown client error' },
  ])('keeps the text of a thrown $thrown', ({ thrown, text }) => {
    expect(errorReportOf(thrown, 'warning', CONTEXT)).toMatchObject({
      error: text,
      level: 'warning',
    });
  });

  it('cuts what is longer than the API takes', () => {
    const report = errorReportOf(new Error('x'.repeat(5_000)), 'fatal', {
      userAgent: 'u'.repeat(900),
      url: 'h'.repeat(3_000),
    });
    expect(report.error).toHaveLength(2_000);
    expect(report.userAgent).toHaveLength(500);
    expect(report.url).toHaveLength(2_000);
  });
});

describe('ReportBudget', () => {
  it('sends each distinct error once and at most ten in all', () => {
    const budget = new ReportBudget();
    const report = errorReportOf(new Error('same'), 'error', CONTEXT);
    expect(budget.take(report)).toBe(true);
    expect(budget.take(report)).toBe(false);
    const sent = Array.from({ length: 20 }, (_, i) =>
      budget.take(errorReportOf(`error ${i}`, 'error', CONTEXT)),
    ).filter(Boolean);
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE - 1);
  });
});
