/** A fault code as words: 'MotorStall' → 'Motor stall' (free text is kept as it is). */
export function faultText(fault: string): string {
  if (/\s/.test(fault)) return fault;
  const words = fault.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
