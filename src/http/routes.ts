// The REST surface, derived from the operations' `http` bindings: method + path → operation.
import { OPERATIONS } from "../domain/catalog.js";
import type { RouteSpec } from "./register-route.js";

export const API_PREFIX = "/api/v1";

export const ROUTES: readonly RouteSpec[] = OPERATIONS.flatMap((operation) =>
  operation.http ? [{ method: operation.http.method, url: operation.http.path, operation, http: operation.http }] : [],
);
