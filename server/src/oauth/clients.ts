/**
 * Third-party apps registered with this Kilowatch server as an OAuth 2.0 provider. Locally these are
 * demo clients: the Home Dashboard is served by this server itself (oauth/demoClient.ts) and comes
 * back to a path of it; the Energy Notebook stands for a native or command-line app and comes back
 * to the loopback address on any port (RFC 8252 §7.3). The demand-response program gets its
 * read-only tokens from GET …/integrations/ohmConnect/access_token, never through a browser.
 */
export interface OAuthClient {
  clientId: string;
  name: string;
  /** Same-origin path of its icon (served by this server). */
  iconUrl: string;
  website: string;
  /** Exact return addresses (paths of this server). */
  redirectPaths: string[];
  /** Loopback return paths: http://127.0.0.1:{any port}{path} or http://localhost:{any port}{path}. */
  loopbackPaths: string[];
}

export const DEMO_CLIENTS: readonly OAuthClient[] = [
  {
    clientId: 'home-dashboard-demo',
    name: 'Home Dashboard (demo)',
    iconUrl: '/demo-pages/clients/home-dashboard.svg',
    website: '/demo-client/home-dashboard',
    redirectPaths: ['/demo-client/home-dashboard/callback'],
    loopbackPaths: [],
  },
  {
    clientId: 'energy-notebook-demo',
    name: 'Energy Notebook (demo)',
    iconUrl: '/demo-pages/clients/energy-notebook.svg',
    website: 'https://example.com/energy-notebook',
    redirectPaths: [],
    loopbackPaths: ['/callback'],
  },
];

/** The client id the demand-response program's tokens carry (no browser flow). */
export const PROGRAM_CLIENT_ID = 'demand-response-program';

export const clientOf = (clientId: string): OAuthClient | undefined => DEMO_CLIENTS.find((c) => c.clientId === clientId);

/** The registered return address exactly, or a loopback address on any port with a registered path. */
export function isRegisteredRedirect(client: OAuthClient, redirectUri: string): boolean {
  if (client.redirectPaths.includes(redirectUri)) return true;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]') &&
    !url.username &&
    !url.password &&
    !url.hash &&
    client.loopbackPaths.includes(url.pathname)
  );
}

/** Simple original marks for the demo clients (no real brand). */
export const CLIENT_ICONS: Record<string, string> = {
  'home-dashboard.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#1f7a6d"/><path d="M12 25 24 14l12 11v11H28v-7h-8v7h-8z" fill="#fff"/><path d="M21 22h6v3h-6z" fill="#1f7a6d"/></svg>`,
  'energy-notebook.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#5b3fb5"/><path d="M14 11h18a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2H14z" fill="#fff"/><path d="M25 16l-6 9h5l-2 7 7-10h-5z" fill="#5b3fb5"/></svg>`,
};
