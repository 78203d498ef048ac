import Bowser from 'bowser';

/** The longest User-Agent kept with a session: real ones are a few hundred characters. */
export const maxUserAgentLength = 512;

/**
 * A person's words for the browser that sent a User-Agent: "Firefox on Windows 10", "Safari on iPhone".
 * Only ever a label on the list of places a user is signed in, never a security decision: any client
 * can send any User-Agent.
 */
export function describeUserAgent(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown browser';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const name = browser.name ?? 'Unknown browser';
  const system = platform.model ?? [os.name, os.versionName].filter(Boolean).join(' ');
  return system ? `${name} on ${system}` : name;
}
