import type { OpenAPIHono, RouteConfig, RouteHandler, z } from "@hono/zod-openapi";

/** The context a route's handler gets, as `app.openapi` types it (its params, query, body and guard's values). */
export type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R>>[0];

type Answer = { status: 200 | 201 | 202 | 204; schema: z.ZodType | null };

/** The route's one success answer: its status, and the schema of its JSON body (none for a 204 or a file). */
function successOf(route: RouteConfig): Answer {
  for (const status of [200, 201, 202, 204] as const) {
    const response = route.responses[status];
    if (!response) continue;
    const content = "content" in response ? response.content : undefined;
    const media = content?.["application/json"];
    const schema = media && "schema" in media ? media.schema : undefined;
    return { status, schema: schema && "safeParse" in schema ? (schema as z.ZodType) : null };
  }
  throw new Error(`${route.method} ${route.path} documents no success answer`);
}

/**
 * Serves `route` on `app` with a handler that returns what the route answers: its data, parsed through the
 * schema of the route's documented success answer (database rows never reach the browser as they are) and
 * sent as JSON with that status; nothing, for a 204; or a `Response` of its own (a file, a download), sent as
 * it is. A route that answers one of two statuses, or sets headers on its JSON, keeps `app.openapi`.
 */
export function serve<R extends RouteConfig>(
  app: OpenAPIHono,
  route: R,
  handler: (c: RouteContext<R>) => unknown,
): void {
  const { status, schema } = successOf(route);
  app.openapi(route, (async (c: RouteContext<R>) => {
    const result = await handler(c);
    if (result instanceof Response) return result;
    if (status === 204) return c.body(null, 204);
    if (!schema)
      throw new Error(`${route.method} ${route.path} answers a file: its handler returns a Response`);
    return c.json(schema.parse(result), status);
  }) as never);
}
