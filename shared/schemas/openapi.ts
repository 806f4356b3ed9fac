/**
 * The API described for machines (GET /backend/openapi.json): an OpenAPI 3.1 document generated from
 * the contract. Only its top is typed here; the rest is OpenAPI's own shape. (Index signatures, not
 * Record: the answers' schema generator reads a Record as an object without fields.)
 */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: { [path: string]: { [method: string]: unknown } };
  components: { [kind: string]: { [name: string]: unknown } };
  [field: string]: unknown;
}
