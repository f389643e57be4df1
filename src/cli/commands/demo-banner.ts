// What `npm start` prints once, on a fresh database: the demo key and a curl line that works as printed.
import type { DemoResult } from "../../domain/demo.js";

export function demoBanner(demo: DemoResult, baseUrl: string): string {
  return [
    "",
    `Created a demo team "${demo.team.name}" (${demo.team.id}) with sprints, activities, comments, documents and links.`,
    `Signed in as ${demo.user.name} <${demo.user.email}>, CAPTAIN. Your API key (shown once, keep it):`,
    "",
    `  ${demo.key}`,
    "",
    "Try it:",
    "",
    `  curl -H "Authorization: Bearer ${demo.key}" ${baseUrl}/api/v1/teams/${demo.team.id}/activities`,
    "",
  ].join("\n");
}
