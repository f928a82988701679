import { externalNavigation } from '../../src/app/externalNavigation';
import { hasAdminTokenParam, loginPath, sanitizeNext } from '../../src/app/navigation';
import { isAllowedProviderUrl, legacyTargetPath, PROVIDER_APP_URL, redirectToProviderApp } from '../../src/app/redirects';

describe('provider app redirect', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['https://kilowatch.app/get-app', true],
    ['https://kilowatch.app/get-app?from=wattcheck', true],
    ['http://kilowatch.app/get-app', false],
    ['https://kilowatch.app.evil.test/get-app', false],
    ['https://evil.test/?https://kilowatch.app', false],
    ['https://user:pw@kilowatch.app/', false],
    ['https://kilowatch.app:8443/', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s allowed: %s', (address, allowed) => {
    expect(isAllowedProviderUrl(address)).toBe(allowed);
  });

  it('navigates only to an allowed address, otherwise logs a console error', () => {
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(redirectToProviderApp(PROVIDER_APP_URL)).toBe(true);
    expect(assign).toHaveBeenCalledWith(PROVIDER_APP_URL);
    expect(redirectToProviderApp('http://kilowatch.app/get-app')).toBe(false);
    expect(error).toHaveBeenCalledWith('Invalid redirect address', 'http://kilowatch.app/get-app');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('legacy notification targets', () => {
  it.each([
    ['?target=now', '/now'],
    ['?target=panel', '/panel'],
    ['?target=power_meter', '/meter'],
    ['?target=dashboard', '/dashboard'],
    ['?target=home_settings', '/settings/home'],
    ['?target=trends', '/trends'],
    ['?target=device&device_id=abc', '/devices/abc'],
    ['?target=device_settings&id=abc', '/devices/abc/settings'],
    ['?target=sources', '/sources'],
    ['?target=mystery', '/now'],
  ])('%s → %s', (search, path) => {
    expect(legacyTargetPath(search)).toBe(path);
  });

  it('maps old hash links and refuses other hosts', () => {
    expect(legacyTargetPath('', '#/meter')).toBe('/meter');
    expect(legacyTargetPath('', '#//evil.test')).toBe('/now');
    expect(legacyTargetPath('')).toBeNull();
  });
});

describe('remembered targets', () => {
  it('keeps in-app paths and drops anything else', () => {
    expect(sanitizeNext('/meter?start=1')).toBe('/meter?start=1');
    expect(sanitizeNext('//evil.test')).toBeNull();
    expect(sanitizeNext('https://evil.test')).toBeNull();
    expect(sanitizeNext('/\\evil.test')).toBeNull();
    expect(sanitizeNext('/login?next=/x')).toBeNull();
    expect(sanitizeNext('/')).toBeNull();
    expect(loginPath('/usage')).toBe('/login?next=%2Fusage');
    expect(loginPath('/logout')).toBe('/login');
  });

  it('spots the admin token parameter', () => {
    expect(hasAdminTokenParam('/login?admin_token=x')).toBe(true);
    expect(hasAdminTokenParam('/login?next=%2Fnow')).toBe(false);
  });
});
