import { describe, expect, it } from 'vitest';
import { ConfigError, linkOrigin, loadConfig } from './env.js';
import { PRODUCTION_PASSWORD_COST } from '../modules/auth/password.js';

describe('password hashing cost', () => {
  it('is scrypt N=2^15, r=8, p=1 in every environment: no variable lowers it, NODE_ENV=test included', () => {
    expect(PRODUCTION_PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    for (const env of [{}, { NODE_ENV: 'test' }, { NODE_ENV: 'development' }, { NODE_ENV: 'production' }]) {
      expect(loadConfig(env).auth.passwordCost).toEqual(PRODUCTION_PASSWORD_COST);
    }
  });
});

describe('per-address limits from the environment', () => {
  it('defaults to 10 sign-ups, 5 and 3 reset requests and 5 contact messages an hour', () => {
    expect(loadConfig({}).limits).toEqual({
      signupPerIp: 10,
      forgotPasswordPerIp: 5,
      forgotPasswordPerAddress: 3,
      contactPerIp: 5,
    });
  });

  it('reads each variable, 0 included (no limit)', () => {
    const { limits } = loadConfig({
      SIGNUP_LIMIT_PER_IP: '0',
      FORGOT_PASSWORD_LIMIT_PER_IP: '20',
      FORGOT_PASSWORD_LIMIT_PER_ADDRESS: '1',
      CONTACT_LIMIT_PER_IP: '0',
    });
    expect(limits).toEqual({
      signupPerIp: 0,
      forgotPasswordPerIp: 20,
      forgotPasswordPerAddress: 1,
      contactPerIp: 0,
    });
  });

  it('refuses a negative or fractional limit, naming the variable', () => {
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_IP: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_LIMIT_PER_IP: '2.5' })).toThrow(/CONTACT_LIMIT_PER_IP/);
  });
});

describe('links in mail and the document reader', () => {
  it('builds mail links from PUBLIC_URL, else from the server’s own address, never a request', () => {
    expect(linkOrigin(loadConfig({ PUBLIC_URL: 'https://astor.example.com/' }))).toBe(
      'https://astor.example.com',
    );
    expect(linkOrigin(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(linkOrigin(loadConfig({ PORT: '8080', HOST: '10.0.0.5' }))).toBe('http://10.0.0.5:8080');
    expect(linkOrigin(loadConfig({ PORT: '8080', HOST: '::1' }))).toBe('http://[::1]:8080');
  });

  it('reads the reader’s memory limit, 768 MB unless set, and refuses one too small to read a scan', () => {
    expect(loadConfig({}).documentReader.memoryLimitMb).toBe(768);
    expect(loadConfig({ DOCUMENT_READER_MEMORY_MB: '1024' }).documentReader.memoryLimitMb).toBe(1024);
    expect(() => loadConfig({ DOCUMENT_READER_MEMORY_MB: '64' })).toThrow(ConfigError);
  });
});

describe('addresses and the map from the environment', () => {
  it('finds addresses offline and draws no tiles by default: nothing leaves the machine', () => {
    const config = loadConfig({});
    expect(config.geocoder.provider).toBe('offline');
    expect(config.map.tileUrl).toBeUndefined();
  });

  it('takes GEOCODER=census with or without a URL (unset: the public Census geocoder)', () => {
    expect(loadConfig({ GEOCODER: 'census' }).geocoder).toMatchObject({ provider: 'census', url: undefined });
    expect(
      loadConfig({ GEOCODER: 'census', GEOCODER_URL: 'http://127.0.0.1:8080/geocoder' }).geocoder,
    ).toMatchObject({ provider: 'census', url: 'http://127.0.0.1:8080/geocoder' });
  });

  it('takes GEOCODER=photon, unset URL meaning the public Photon server', () => {
    expect(loadConfig({ GEOCODER: 'photon' }).geocoder).toMatchObject({ provider: 'photon', url: undefined });
  });

  it('reads GEOCODER_URL alone as a Nominatim-compatible service, as before GEOCODER existed', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org' }).geocoder.provider).toBe('nominatim');
  });

  it('refuses GEOCODER=nominatim without a URL and an unknown provider, naming the variable', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(
      /GEOCODER_URL: is required with GEOCODER=nominatim/,
    );
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER:/);
  });

  it('takes a tile URL template, and refuses one without {z}, {x} and {y}', () => {
    const tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: tileUrl }).map.tileUrl).toBe(tileUrl);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
