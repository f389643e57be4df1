// What `npm start` prints once, on a fresh database: where the data is, the demo key, the demo
// user's password, and a curl line that works as printed.
import type { DemoResult } from "../../domain/operator/demo.js";

export function demoBanner(demo: DemoResult, baseUrl: string, database: string): string {
  return [
    "",
    `Created a demo team "${demo.team.name}" (${demo.team.id}) with sprints, activities, comments, documents and links.`,
    `Database: ${database}`,
    `Signed in as ${demo.user.name} <${demo.user.email}>, CAPTAIN. Your API key (shown once, keep it):`,
    "",
    `  ${demo.key}`,
    "",
    `Open the board at ${baseUrl}/ (and the account page, and connect apps by OAuth) as ${demo.user.email} with the password ${demo.password}`,
    "",
    "Try it:",
    "",
    `  curl -H "Authorization: Bearer ${demo.key}" ${baseUrl}/api/v1/teams/${demo.team.id}/activities`,
    "",
  ].join("\n");
}
