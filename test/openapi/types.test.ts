// The client types the package exports are generated from the current document, and usable as
// `import type { paths } from "sprintroom/openapi"` (this file is type-checked by `npm run check`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { paths } from "sprintroom/openapi";
import { generateOpenApiTypes } from "../../scripts/openapi-types-lib.js";

type Activity = paths["/api/v1/activities/{activityId}"]["get"]["responses"]["200"]["content"]["application/json"];
type NewActivity = paths["/api/v1/teams/{teamId}/activities"]["post"]["requestBody"]["content"]["application/json"];

describe("sprintroom/openapi types", () => {
  it("are up to date with the document (run `npm run openapi:types`)", async () => {
    const committed = readFileSync(new URL("../../types/openapi.d.ts", import.meta.url), "utf8");
    expect(committed).toBe(await generateOpenApiTypes());
  });

  it("describe records and bodies", () => {
    const body: NewActivity = { title: "Typed", sprintId: "01a206e5-2aaa-7698-ab42-9af63806c0c1", points: 3 };
    const status: Activity["status"] = "IN_PROGRESS";
    expect([body.title, status]).toEqual(["Typed", "IN_PROGRESS"]);
  });
});
