import { describe, expect, it } from 'vitest';
import { shouldShowSiteChrome } from './site-chrome';

describe('shouldShowSiteChrome (header and footer on the landing page or with a hash)', () => {
  it.each([
    ['/', '', true],
    ['/', '#features', true],
    ['/about', '', false],
    ['/about', '#team', true],
    ['/about', '#', false],
    ['/privacy', '', false],
    ['/help', '#vault', true],
    ['/contact', '', false],
    ['/login', '', false],
    ['/dashboard', '', false],
    ['/dashboard', '#x', true],
    // Only the landing page itself, not a path that starts with a slash and more.
    ['//', '', false],
    ['/features', '', false],
  ])('%s with hash %j shows the header and footer: %s', (pathname, hash, expected) => {
    expect(shouldShowSiteChrome({ pathname, hash })).toBe(expected);
  });
});
