// The sprint page's charts as pure functions of the report and the insights records: where the
// burndown's lines fall, what the sentence and the table say, the empty cases, the current sprint
// marked in the velocity, and a name that cannot become markup.
import { describe, expect, it } from "vitest";
import { SPRINT, SPRINT_REPORT, TEAM_INSIGHTS } from "../../src/schemas/examples.js";
import type { SprintRecord } from "../../src/schemas/sprints.js";
import { burndownChart, velocityChart } from "../../src/web/sprints/charts.js";

const sprint = (fields: Partial<SprintRecord> = {}): SprintRecord => ({ ...SPRINT, id: SPRINT_REPORT.sprintId, name: "Sprint 14", startDate: "2026-11-24", endDate: "2026-11-28", ...fields });
const attribute = (text: string, selector: RegExp) => selector.exec(text)?.[1];

describe("the burndown", () => {
  it("draws points remaining per day up to today and the ideal line to the end date, on an axis whose top is a multiple of 4", () => {
    // Three days of a five-day sprint: remaining 21, 19, 14; scope at most 24, so the axis tops at 24.
    const text = burndownChart(SPRINT_REPORT, sprint()).text;
    // x: 34 + day / 4 days × 316; y: 192 − points / 24 × 180.
    expect(attribute(text, /<polyline class="remaining" points="([^"]+)"/)).toBe("34,34.5 113,49.5 192,87");
    expect(attribute(text, /<polyline class="scope" points="([^"]+)"/)).toBe("34,34.5 113,12 192,27");
    expect(/<line class="ideal" x1="34" y1="34.5" x2="350" y2="192">/.test(text)).toBe(true);
    expect([...text.matchAll(/<text x="30" y="[\d.]+" text-anchor="end">(\d+)<\/text>/g)].map((m) => m[1])).toEqual(["0", "6", "12", "18", "24"]);
    const summary = "Committed 21 points on 2026-11-24; on 2026-11-26 the scope is 22 points, 8 done and 14 remaining (the ideal line reaches 0 on 2026-11-28).";
    expect(text).toContain(`<p id="burndown-summary" data-summary="burndown">${summary}</p>`);
    expect(text).toContain(`<desc id="burndown-svg-desc">${summary} The table after the chart lists every day.</desc>`);
    expect(text).toContain('role="img" aria-labelledby="burndown-svg-title burndown-svg-desc"');
    expect(text).toContain('<tr><th scope="row">2026-11-25</th><td>24</td><td>5</td><td>19</td><td>3</td><td>0</td></tr>');
  });

  it("ends the ideal line on the report's last day when the sprint has no later end date, and says when there is no day yet", () => {
    expect(burndownChart(SPRINT_REPORT, sprint({ endDate: null })).text).toContain('<line class="ideal" x1="34" y1="34.5" x2="350" y2="192">');
    const none = burndownChart({ ...SPRINT_REPORT, days: [] }, sprint({ startDate: "2026-12-01" })).text;
    expect(none).toContain("No days to show yet: the burndown starts on the sprint's first day (2026-12-01).");
    expect(none).not.toContain("<svg");
  });

  it("escapes the sprint's name in the chart's title", () => {
    expect(burndownChart(SPRINT_REPORT, sprint({ name: '<script>"x"</script>' })).text).toContain("<title id=\"burndown-svg-title\">Burndown of &lt;script&gt;&quot;x&quot;&lt;/script&gt;</title>");
  });
});

describe("the velocity", () => {
  it("draws committed and completed bars per sprint, marks this sprint, and lists the numbers", () => {
    const older = { ...TEAM_INSIGHTS.sprints[0]!, sprintId: "older", name: "Sprint 13", committedPoints: 30, completedPoints: 12 };
    const insights = { ...TEAM_INSIGHTS, sprints: [older, TEAM_INSIGHTS.sprints[0]!], velocity: { averageCommittedPoints: 25.5, averageCompletedPoints: 15 } };
    const text = velocityChart(insights, sprint()).text;
    expect(text).toContain("Over the last 2 started sprints, on average 25.5 points committed and 15 completed.");
    // The axis tops at 32; a bar of 30 is 168.8 high, of 18 is 101.3.
    expect([...text.matchAll(/<rect class="(committed|completed)" x="[\d.]+" y="[\d.]+" width="[\d.]+" height="([\d.]+)">/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      "committed 168.8",
      "completed 67.5",
      "committed 118.1",
      "completed 101.3",
    ]);
    expect(text).toContain('<tr aria-current="true"><td>This</td><th scope="row"><bdi>Sprint 14: checkout revamp</bdi></th><td>21</td><td>18</td></tr>');
    expect(text).toContain('<tr><td>#1</td><th scope="row"><bdi>Sprint 13</bdi></th><td>30</td><td>12</td></tr>');
  });

  it("says so when no sprint has started", () => {
    expect(velocityChart({ ...TEAM_INSIGHTS, sprints: [] }, sprint()).text).toContain("No sprint of this team has started yet.");
  });
});
