/**
 * The two requests every signed-in screen starts with (the session check, the user's clubs). The signed-in
 * page asks for them with itself (`<link rel="preload" as="fetch">`, vite.config.ts), and the app's own
 * requests take those answers only when the address, credentials and mode are the same: one list of them.
 */
export const SESSION_PATH = "/api/auth/get-session";
export const MY_CLUBS_PATH = "/api/clubs";

/**
 * Whether this page was served to a browser that holds a session: the server then sends the signed-in page,
 * which preloads the clubs' list (src/server/http/spa.ts). A visitor's page does not, and asks for nothing a
 * session would answer before the session check says who it is.
 */
export function pageServedSignedIn(): boolean {
  return document.querySelector(`link[rel="preload"][href="${MY_CLUBS_PATH}"]`) !== null;
}
