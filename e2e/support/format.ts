/**
 * kWh as the app writes them in English (src/features/trends/format.ts formatKwh): fewer decimals as
 * the figure grows (0.42, 12.4, 412), so a period that began an hour ago reads "1.95 kWh".
 */
export function kwhText(kwh: number): string {
  const digits = Math.abs(kwh) < 10 ? 2 : Math.abs(kwh) < 100 ? 1 : 0;
  return `${kwh.toLocaleString('en-US', { maximumFractionDigits: digits })} kWh`;
}
