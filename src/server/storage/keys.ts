import { UUID_TEXT } from "../../shared/ids.ts";

/**
 * The keys of the files served publicly under /files/<key>: a club's logos and favicons, named by the club's
 * id, the kind and a timestamp (spec section 7 'File storage'). Nothing else in the store is readable.
 */
const UUID = UUID_TEXT;
export const PUBLIC_FILE_KEY = new RegExp(
  `^(?:club-logos/(${UUID})-logo|club-favicons/(${UUID})-favicon)-\\d{1,16}\\.(?:png|jpg|jpeg|webp)$`,
);

export function isPublicFileKey(key: string): boolean {
  return PUBLIC_FILE_KEY.test(key);
}

/** The club a public file belongs to, or undefined when the key is not one of ours. */
export function clubOfFileKey(key: string): string | undefined {
  const match = PUBLIC_FILE_KEY.exec(key);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The key prefixes under which a club's files are stored. */
export function clubFilePrefixes(clubId: string): string[] {
  return [
    `club-logos/${clubId}-`,
    `club-favicons/${clubId}-`,
    `audit-exports/${clubId}-`,
    `club-exports/${clubId}-`,
    `sepa-files/${clubId}-`,
  ];
}

/** The content types of the extensions the store serves. */
export const contentTypeOfExtension: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  xml: "application/xml",
};
