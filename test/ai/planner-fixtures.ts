// The planner tables' fixed day and team, in a module of their own so that the bench can use them too.

// A Monday, so "Friday" is this week's and "from Monday" is next week's.
export const TODAY = "2026-11-23";
// "Alice" alone is ambiguous (Alice Martin, Alice Wong), and so is "@alice": alice@ is Alice
// Martin's address but also Alice Wong's first name.
export const members = [
  { id: "u-alice", name: "Alice Martin", email: "alice@example.com", role: "CAPTAIN" },
  { id: "u-bob", name: "Bob Stone", email: "bob@example.com", role: "STAFF" },
  { id: "u-ana", name: "Ana Lima", email: "ana@example.com", role: "MEMBER" },
  { id: "u-awong", name: "Alice Wong", email: "awong@example.com", role: "MEMBER" },
];
