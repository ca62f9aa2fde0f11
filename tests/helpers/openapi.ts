// The OpenAPI document as tests read it: its operations, and the JSON Schemas of their requests and answers
// (the subset @hono/zod-openapi writes from the shared zod schemas).

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  default?: unknown;
  description?: string;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

export interface MediaType {
  schema?: Schema;
}

export interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  "x-permission"?: string;
}

export interface ApiDocument {
  openapi: string;
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, Record<string, unknown>>;
  };
}

export interface DocumentOperation {
  /** `post /api/clubs/{clubId}/members` */
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

export function operationsOf(doc: ApiDocument): DocumentOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method} ${path}`,
      method,
      path,
      operation,
    })),
  );
}

/** The schema a `$ref` names (`#/components/schemas/ApiError`), or the schema itself. */
export function resolve(doc: ApiDocument, schema: Schema | undefined): Schema | undefined {
  let s = schema;
  for (let hops = 0; s?.$ref && hops < 10; hops++) {
    const name = s.$ref.replace("#/components/schemas/", "");
    s = doc.components?.schemas?.[name];
  }
  return s;
}
