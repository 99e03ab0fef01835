/** A price in the currency's minor units (cents), formatted with its symbol: 499 usd → $4.99, 500 jpy → ¥500. */
export function formatPrice(price: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
  return format.format(price / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}
