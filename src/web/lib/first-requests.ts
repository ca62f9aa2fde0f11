/**
 * The two requests every signed-in screen starts with (the session check, the user's clubs). The signed-in
 * page asks for them with itself (`<link rel="preload" as="fetch">`, vite.config.ts), and the app's own
 * requests take those answers only when the address, credentials and mode are the same: one list of them.
 */
export const SESSION_PATH = "/api/auth/get-session";
export const MY_CLUBS_PATH = "/api/clubs";
