/**
 * Addresses from server data the app may send the browser to: a path of this origin, or an
 * http(s) address (the guide: links from server data only http(s)). Anything else is null.
 */
export function safeAddress(address: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!address) return null;
  if (address.startsWith('/') && !address.startsWith('//') && !address.includes('\\')) return address;
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.toString();
}
