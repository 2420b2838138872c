/** How a device reads in the /push table: its push service's host and its browser in a few words. */

export const hostOf = (endpoint: unknown): string => {
  try {
    return new URL(String(endpoint)).host;
  } catch {
    return '';
  }
};

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox · Linux" from a user agent; the raw text when neither is known. */
export const browserOf = (userAgent: unknown): string => {
  const text = String(userAgent ?? '');
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || text;
};
