import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '../../../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../../../src/api/storageKeys';
import type { WireEnvironment } from '../../../../src/api/wire/monitor';
import ServerChooserDialog from '../../../../src/app/session/components/ServerChooserDialog';
import { renderApp, renderWithProviders } from '../../../support/renderApp';

const ORIGIN = window.location.origin;
const environments: WireEnvironment[] = [
  { environment: 'PROD', display_name: 'Kilowatch (local)', api_url: `${ORIGIN}/apiservice/api/v1/`, client_bridgelink_url: 'ws://localhost' },
  { environment: 'STAGING', display_name: 'Kilowatch staging', api_url: 'https://staging.example.com/apiservice/api/v1/', client_bridgelink_url: 'wss://rt.staging.example.com/' },
];

function answer(body: unknown, status = 200) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

function open(fetchImpl: typeof fetch, storage = createMemoryStorage()) {
  const reload = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<ServerChooserDialog onClose={onClose} reload={reload} fetchImpl={fetchImpl} storage={storage} />);
  return { reload, onClose, storage, dialog: screen.getByRole('dialog', { name: 'Choose a server' }) };
}

describe('server chooser', () => {
  it('the sign-in page offers it behind a small Server link', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('button', { name: 'Server: PROD' })).toBeInTheDocument();
  });

  it('lists the environments of the current API root and stores the chosen one as the overrides', async () => {
    const fetchImpl = answer(environments);
    const { reload, storage, dialog } = open(fetchImpl as unknown as typeof fetch);
    await within(dialog).findByRole('radio', { name: /Kilowatch staging/ });
    // GET /public/monitors/environments on the API root, with the JSON and protocol-version headers.
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(`${ORIGIN}/apiservice/api/v1/public/monitors/environments`);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    // The server in use is chosen at first.
    expect(within(dialog).getByRole('radio', { name: /Kilowatch \(local\)/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Kilowatch staging/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this server' }));
    expect(storage.getItem(STORAGE_KEYS.envName)).toBe('STAGING');
    expect(storage.getItem(STORAGE_KEYS.envDisplayName)).toBe('Kilowatch staging');
    expect(storage.getItem(STORAGE_KEYS.apiRoot)).toBe('https://staging.example.com/apiservice/api/v1');
    expect(storage.getItem(STORAGE_KEYS.wsRoot)).toBe('wss://rt.staging.example.com');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks at another address, says when nothing answers, and refuses what is not a web address', async () => {
    const fetchImpl = jest.fn((url: string) =>
      Promise.resolve(url.startsWith('https://down.example.com') ? new Response('', { status: 502 }) : new Response(JSON.stringify(environments))),
    );
    const { dialog, reload } = open(fetchImpl as unknown as typeof fetch);
    await within(dialog).findByRole('radio', { name: /Kilowatch staging/ });
    const field = within(dialog).getByRole('textbox', { name: 'API address' });
    await userEvent.clear(field);
    await userEvent.type(field, 'ftp://nowhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find servers' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an address that starts with https:// or http://');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://down.example.com/apiservice/api/v1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find servers' }));
    expect(await within(dialog).findByText('No server answered at that address.')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenLastCalledWith('https://down.example.com/apiservice/api/v1/public/monitors/environments', expect.anything());
    expect(within(dialog).getByRole('button', { name: 'Use this server' })).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('goes back to the default server by dropping the overrides', async () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.envName, 'STAGING');
    storage.setItem(STORAGE_KEYS.apiRoot, 'https://staging.example.com/apiservice/api/v1');
    const { dialog, reload } = open(answer(environments) as unknown as typeof fetch, storage);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the default server' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(storage.getItem(STORAGE_KEYS.apiRoot)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.envName)).toBeNull();
  });
});
