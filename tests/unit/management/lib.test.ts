import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { isAuthPath, landingPathFor, loginRedirectFrom } from '../../../management/src/config/paths.ts';
import { ApiError, looksUnauthorised, messageOf } from '../../../management/src/lib/api-error.ts';
import { formatDate } from '../../../management/src/lib/dates.ts';
import { resourcePath } from '../../../management/src/lib/identifiers.ts';
import { tabIdFrom } from '../../../management/src/lib/tab-id.ts';
import { resolveTheme } from '../../../management/src/lib/theme.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('the tab id', () => {
  it('is 8 characters, made once and kept in session storage', () => {
    const storage = memoryStorage();
    const first = tabIdFrom(storage);
    expect(first).toMatch(/^[a-z0-9]{8}$/);
    expect(tabIdFrom(storage)).toBe(first);
    expect(storage.data.get('tabId')).toBe(first);
  });

  it('replaces a stored value that is not a valid tab id', () => {
    const storage = memoryStorage({ tabId: '../evil' });
    expect(tabIdFrom(storage)).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe('identifiers', () => {
  it('use the id path for a 24-hex id and the public path otherwise', () => {
    expect(resourcePath('rooms', '0123456789abcdef01234567')).toBe('/rooms/0123456789abcdef01234567');
    expect(resourcePath('rooms', 'Zx81kLm02PqR5sTu')).toBe('/rooms/p/Zx81kLm02PqR5sTu');
  });
});

describe('errors shown to users', () => {
  it('use the server message for a 4xx and the fallback otherwise', () => {
    expect(messageOf(new ApiError(409, { message: 'Room full' }), 'Failed')).toBe('Room full');
    expect(messageOf(new ApiError(500, { message: 'stack trace' }), 'Failed')).toBe('Failed');
    expect(messageOf(new Error('boom'), 'Failed')).toBe('Failed');
  });

  it('recognise 401-looking errors', () => {
    expect(looksUnauthorised(new ApiError(401, {}))).toBe(true);
    expect(looksUnauthorised(new Error('Unauthorized'))).toBe(true);
    expect(looksUnauthorised(new Error(messages.sessions.notAuthenticated))).toBe(true);
    expect(looksUnauthorised(new ApiError(409, { message: 'Room full' }))).toBe(false);
  });
});

describe('routes', () => {
  it('know the four auth screens, with or without the basename', () => {
    expect(isAuthPath('/management/login')).toBe(true);
    expect(isAuthPath('/management/reset-password')).toBe(true);
    expect(isAuthPath('/management/verify-email/sent')).toBe(false);
    expect(isAuthPath('/management/student')).toBe(false);
  });

  it('send a tab whose session ended to sign in, remembering its page, unless it is on a sign-in screen already', () => {
    expect(loginRedirectFrom('/management/student/money', '?tab=1')).toBe(
      '/login?next=%2Fstudent%2Fmoney%3Ftab%3D1',
    );
    // A request of the screen it left, answered once the tab is on the login screen, leaves it there:
    // not at /login?next=%2Flogin, which would then lead nowhere after signing in.
    expect(loginRedirectFrom('/management/login', '')).toBeNull();
    expect(loginRedirectFrom('/management/login', '?next=%2Fadmin%2Frooms')).toBeNull();
  });

  it('land staff on the admin area and students on theirs', () => {
    expect(landingPathFor('admin')).toBe('/admin');
    expect(landingPathFor('super_admin')).toBe('/admin');
    expect(landingPathFor('student')).toBe('/student');
  });
});

describe('dates and theme', () => {
  it('format dates in US English, calendar dates as that day', () => {
    expect(formatDate('2004-03-14')).toBe('Mar 14, 2004');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
  });

  it('use the saved theme, else the system preference', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('purple', false)).toBe('light');
  });
});
