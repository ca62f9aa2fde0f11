/**
 * A user agent's browser and operating system, read simply (no dependency, libraries.md names none): enough
 * for a person to tell their devices apart on the security dashboard. Null when not recognised.
 */
export function deviceOf(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  const ua = userAgent ?? "";
  return { browser: browserOf(ua), os: osOf(ua) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

function browserOf(ua: string): string | null {
  if (/HeadlessChrome\//.test(ua)) return "Chrome";
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

function osOf(ua: string): string | null {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}
