import { useEffect, useState } from 'react';

type Namer = (userAgent: string) => string;

/**
 * A person's words for the browser that sent a User-Agent: "Firefox on Windows 10", "Safari on iPhone".
 * bowser loads with the screen that needs it, not with the area's first screen.
 */
async function loadNamer(): Promise<Namer> {
  const { default: Bowser } = await import('bowser');
  return (userAgent) => {
    if (!userAgent.trim()) return 'Unknown browser';
    const { browser, os, platform } = Bowser.parse(userAgent);
    const name = browser.name ?? 'Unknown browser';
    const system = platform.model ?? [os.name, os.versionName].filter(Boolean).join(' ');
    return system ? `${name} on ${system}` : name;
  };
}

/** Names browsers once the parser has loaded; "Browser" until then. */
export function useBrowserNamer(): Namer {
  const [namer, setNamer] = useState<{ name: Namer } | null>(null);
  useEffect(() => {
    let current = true;
    void loadNamer().then((name) => current && setNamer({ name }));
    return () => {
      current = false;
    };
  }, []);
  return namer?.name ?? (() => 'Browser');
}
