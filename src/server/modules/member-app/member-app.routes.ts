import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubs } from "../../db/schema/clubs.ts";
import type { AppContext } from "../../http/app-context.ts";

/*
 * The installable app (issue 34): the web app manifest and its icons, in the club's colour when the page names
 * its club (`?club=<id>`, which the signed-in app sets once it knows the club), else the product's. Public, as a
 * browser reads them without credentials; they show only a club's name and colour, which its join page shows.
 */

/** The product's colour (the favicon's). */
export const PRODUCT_COLOUR = "#0ea5e9";
const PRODUCT_NAME = "Clubhouse";
const HEX = /^#[0-9a-f]{6}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIZES = [192, 512] as const;

interface Look {
  name: string;
  colour: string;
}

async function lookOf(db: Db, clubId: string | undefined): Promise<Look> {
  if (!clubId || !UUID.test(clubId)) return { name: PRODUCT_NAME, colour: PRODUCT_COLOUR };
  const [club] = await db
    .select({ name: clubs.name, branding: clubs.brandingSettings })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) return { name: PRODUCT_NAME, colour: PRODUCT_COLOUR };
  const colour = (club.branding as { primaryColor?: unknown } | null)?.primaryColor;
  return {
    name: club.name,
    colour: typeof colour === "string" && HEX.test(colour) ? colour : PRODUCT_COLOUR,
  };
}

/** The first letters of a name's first two words, for a short name that fits under an icon. */
function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  return name.split(/\s+/).slice(0, 2).join(" ").slice(0, 12);
}

export function manifestOf(look: Look, clubId: string | undefined) {
  const query = clubId && look.name !== PRODUCT_NAME ? `?club=${clubId}` : "";
  return {
    id: "/",
    name: look.name === PRODUCT_NAME ? PRODUCT_NAME : `${look.name} – ${PRODUCT_NAME}`,
    short_name: shortNameOf(look.name),
    description: "Your club: tee times, bookings and invoices.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: look.colour,
    background_color: "#ffffff",
    icons: [
      ...SIZES.map((size) => ({
        src: `/app-icons/${size}.png${query}`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      {
        src: `/app-icons/maskable-512.png${query}`,
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}

/**
 * The icon as SVG: the product's house in white on the colour, a rounded square for "any", the full square
 * with the house inside the safe zone (the inner 80 %) for "maskable".
 */
function iconSvg(colour: string, size: number, maskable: boolean): string {
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="${colour}"/><g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff"/></g></svg>`;
}

const icons = new Map<string, Promise<Buffer>>();
/** An icon as PNG, made once per colour, size and purpose (sharp, loaded on the first). */
function iconPng(colour: string, size: number, maskable: boolean): Promise<Buffer> {
  const key = `${colour}:${size}:${maskable}`;
  let png = icons.get(key);
  if (!png) {
    png = import("sharp").then((m) =>
      m
        .default(Buffer.from(iconSvg(colour, size, maskable)))
        .png()
        .toBuffer(),
    );
    png.catch(() => icons.delete(key));
    if (icons.size > 500) icons.clear();
    icons.set(key, png);
  }
  return png;
}

export function memberAppRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  app.get("/manifest.webmanifest", async (c) => {
    const clubId = c.req.query("club");
    const look = await lookOf(ctx.db, clubId);
    return c.body(JSON.stringify(manifestOf(look, clubId)), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  });
  app.get("/app-icons/:file{(?:192|512|maskable-512)\\.png}", async (c) => {
    const file = c.req.param("file");
    const { colour } = await lookOf(ctx.db, c.req.query("club"));
    const png = await iconPng(colour, file.includes("192") ? 192 : 512, file.startsWith("maskable"));
    return c.body(new Uint8Array(png), 200, {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
