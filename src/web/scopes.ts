// What each scope allows, in the words the consent and account pages use.
import type { Scope } from "../schemas/common.js";

export const SCOPE_WORDS: Record<Scope, { title: string; detail: string }> = {
  read: {
    title: "Read your work",
    detail: "See your teams, members, sprints, activities, comments, documents, links and AI quota, and ask the team's AI about them.",
  },
  write: {
    title: "Change your work",
    detail: "Create, change and delete sprints, activities, comments, documents and links, as far as your role in each team allows.",
  },
};
