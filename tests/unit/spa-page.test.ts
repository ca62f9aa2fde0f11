import { describe, expect, it } from "vitest";
import { isBuiltSubresource, publicConfigElement } from "../../src/server/http/spa.ts";
import type { PublicConfig } from "../../src/shared/public-config.ts";

describe("the page's public configuration", () => {
  it("is a data element that no value can close", () => {
    const element = publicConfigElement({ oauthProviders: ["github"], devMailbox: false });
    expect(element).toBe(
      '<script type="application/json" id="clubhouse-public-config">{"oauthProviders":["github"],"devMailbox":false}</script>',
    );
    const hostile = publicConfigElement({
      oauthProviders: ["</script><script>alert(1)</script>"],
      devMailbox: true,
    } as unknown as PublicConfig);
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script[^>]*>(.*)<\/script>$/.exec(hostile)?.[1] ?? "";
    expect(JSON.parse(json).oauthProviders).toEqual(["</script><script>alert(1)</script>"]);
  });
});

describe("built subresources", () => {
  it("are scripts, stylesheets, fonts and images of the build, never a page, an SVG or an API path", () => {
    for (const p of [
      "/assets/app-1a2b.js",
      "/assets/app-1a2b.css",
      "/assets/inter-x.woff2",
      "/color-scheme.js",
    ])
      expect(isBuiltSubresource(p), p).toBe(true);
    for (const p of [
      "/",
      "/sign-in",
      "/favicon.svg",
      "/index.html",
      "/api/x.js",
      "/files/a/b.png",
      "/assets/../x.js",
    ])
      expect(isBuiltSubresource(p), p).toBe(false);
  });
});
