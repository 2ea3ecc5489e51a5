// Owns money arithmetic in integer cents and Shopify's Decimal text form ("12.99", "12.5", "12.0").
export const CURRENCY_CODE = 'CAD';

export interface Money {
  amount: string;
  currencyCode: string;
}

/** "12.99" → 1299. Seed prices carry at most two decimals. */
export function toCents(decimal: string): number {
  const value = Number(decimal);
  if (!Number.isFinite(value)) throw new Error(`Invalid decimal amount: ${decimal}`);
  return Math.round(value * 100);
}

/** Shopify drops trailing zeros but keeps one decimal: 1299 → "12.99", 1250 → "12.5", 1200 → "12.0". */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  if (fraction === 0) return `${sign}${whole}.0`;
  if (fraction % 10 === 0) return `${sign}${whole}.${fraction / 10}`;
  return `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

export function money(cents: number): Money {
  return { amount: toDecimal(cents), currencyCode: CURRENCY_CODE };
}

/** Cents of a Decimal given as text or number (as GraphQL inputs carry it), null when it is not an amount with at most two decimals. */
export function decimalCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
