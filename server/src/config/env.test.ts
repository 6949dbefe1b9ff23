import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

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
