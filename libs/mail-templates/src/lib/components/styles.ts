import type { CSSProperties } from 'react';

// Inline styles only: mail programs drop <style> blocks and remote fonts. Colours keep a contrast
// of at least 7:1 for text (ink and muted on white) and 4.5:1 for white on the brand colour.
const ink = '#1a2330';
const muted = '#4a5565';
const line = '#d9dee5';
const brand = '#0b4f8a';
const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const body: CSSProperties = {
  backgroundColor: '#eef1f5',
  margin: 0,
  padding: '16px 8px',
  fontFamily,
};

export const container: CSSProperties = {
  maxWidth: '600px',
  backgroundColor: '#ffffff',
  border: `1px solid ${line}`,
  borderRadius: '6px',
};

export const header: CSSProperties = {
  backgroundColor: brand,
  padding: '18px 24px',
  borderRadius: '6px 6px 0 0',
};

export const shopName: CSSProperties = {
  color: '#ffffff',
  fontSize: '22px',
  lineHeight: '28px',
  fontWeight: 700,
  letterSpacing: '0.5px',
  margin: 0,
  fontFamily,
};

export const content: CSSProperties = { padding: '8px 24px 24px' };

export const heading: CSSProperties = {
  color: ink,
  fontSize: '22px',
  lineHeight: '30px',
  fontWeight: 700,
  margin: '20px 0 8px',
  fontFamily,
};

export const subheading: CSSProperties = {
  color: ink,
  fontSize: '17px',
  lineHeight: '24px',
  fontWeight: 700,
  margin: '24px 0 8px',
  fontFamily,
};

export const text: CSSProperties = {
  color: ink,
  fontSize: '15px',
  lineHeight: '23px',
  margin: '0 0 12px',
  fontFamily,
};

export const small: CSSProperties = {
  color: muted,
  fontSize: '13px',
  lineHeight: '19px',
  margin: 0,
  fontFamily,
};

export const strong: CSSProperties = { ...text, fontWeight: 700, margin: 0 };

export const amount: CSSProperties = {
  ...text,
  margin: 0,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
  paddingLeft: '12px',
};

export const summaryCell: CSSProperties = {
  color: ink,
  fontSize: '15px',
  lineHeight: '22px',
  padding: '3px 0',
  verticalAlign: 'top',
  fontFamily,
};

export const summaryValue: CSSProperties = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  paddingLeft: '12px',
};

export const summaryValueWrap: CSSProperties = { whiteSpace: 'normal', wordBreak: 'break-all' };

export const summaryTotal: CSSProperties = {
  ...summaryCell,
  fontSize: '17px',
  lineHeight: '24px',
  fontWeight: 700,
  padding: '10px 0 4px',
  borderTop: `1px solid ${line}`,
};

export const summaryMuted: CSSProperties = {
  ...summaryCell,
  color: muted,
  fontSize: '13px',
  lineHeight: '19px',
  padding: '1px 0',
};

/** A detail line inside a cell (SKU, quantity): one line of muted text. */
export const detail: CSSProperties = {
  color: muted,
  fontSize: '13px',
  lineHeight: '19px',
  fontFamily,
};

/** A line's name inside a cell. */
export const lineName: CSSProperties = {
  color: ink,
  fontSize: '15px',
  lineHeight: '22px',
  fontWeight: 700,
  fontFamily,
};

export const lineRow: CSSProperties = { borderBottom: `1px solid ${line}` };

export const cell: CSSProperties = { padding: '10px 0', verticalAlign: 'top' };

export const box: CSSProperties = {
  backgroundColor: '#f4f7fa',
  border: `1px solid ${line}`,
  borderRadius: '6px',
  padding: '4px 16px 16px',
  margin: '20px 0 0',
};

export const button: CSSProperties = {
  backgroundColor: brand,
  color: '#ffffff',
  fontSize: '16px',
  lineHeight: '22px',
  fontWeight: 700,
  textDecoration: 'none',
  borderRadius: '6px',
  padding: '12px 22px',
  display: 'inline-block',
  fontFamily,
};

export const link: CSSProperties = { color: brand, textDecoration: 'underline' };

export const linkBreak: CSSProperties = { ...link, wordBreak: 'break-all' };

export const footer: CSSProperties = { padding: '16px 24px 24px' };
