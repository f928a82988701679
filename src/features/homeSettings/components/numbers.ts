/** Number text helpers of the home settings forms (the fields keep the text as typed). */

/** At most `digits` digits after the point ('10.42' has 2). */
export const atMostDecimals = (text: string, digits: number): boolean => {
  const point = text.indexOf('.');
  return point < 0 || text.length - point - 1 <= digits;
};

/** A number typed as text, or null when the text is empty or not a number. */
export const numberOf = (text: string | undefined): number | null => {
  const t = (text ?? '').trim();
  if (t === '' || t === '.') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};
