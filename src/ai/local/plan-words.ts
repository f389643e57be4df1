// What a line of pasted text reads as, from its words: a task, an action someone took on, a
// statement of fact, prose, or a title.
import { stripDecoration, stripEmphasis } from "./plan-text.js";

// Verbs a task line starts with. A line of prose rarely does; a to-do list nearly always.
export const VERBS = new Set(
  `add adjust align analyse analyze announce approve archive ask assign audit automate backfill benchmark block book
break bring build bump buy calculate call cancel capture chase check circulate clarify clean cleanup clear close
collect compare compile complete configure confirm connect consolidate contact coordinate cover create cut debug
decide define delegate delete deploy deprecate design disable discuss distribute document double-check draft drop edit
email enable ensure escalate estimate evaluate expand explore export extract fetch file fill finalise finalize find
finish fix flag follow gather get give grab groom hand handle hire hook implement import improve install integrate
interview introduce investigate invite invoice kick kill label land launch load localise localize lock log look make
map mark measure meet mention merge message migrate mock monitor move nail negotiate notify nudge onboard open
order organise organize outline own pair patch pay pick pilot pin ping pitch plan polish port post prepare present
print prioritise prioritize profile proofread prototype publish pull purge push put quarantine raise reach read
reassign rebuild record reduce refactor refine refresh reindex release remind remove rename renew reorganise
reorganize repair replace reply reproduce request research reset resolve respond restore restructure retire revert
review revisit rewrite roll rotate run schedule scope secure send set setup share ship shorten sign simplify sketch
sort spec specify speed spike split start stop submit summarise summarize sunset support switch sync tag talk teach
test text ticket tidy track train translate triage trim try tune turn unblock unify uninstall unlock update upgrade
upload validate verify walk watch weigh wire wireframe wrap write`.split(/\s+/),
);
const NOT_A_NAME = /^(?:we|i|you|they|he|she|it|someone|everyone|somebody|nobody|this|that|there)$/i;
// Words that start "Decided to…", "Need to…", "Time to…": never who takes an action on.
const NOT_AN_OWNER = /^(?:we|i|you|they|he|she|it|someone|everyone|somebody|nobody|this|that|there|\p{L}+ed|need|needs|want|wants|going|have|has|hope|time|nothing|something|ready|able|happy|good|better|best|hard|easy)$/iu;
export const ISSUE_KEY = /^[A-Z][A-Z0-9]{1,9}-\d+\b/;
// A lone imperative line is a task only when it also carries a marker.
const MARKER_HINT = /(?:^|\s)@[\p{L}\p{N}]|(?<![\w-])P[0-3](?![\w-])|\d\s*(?:pts?|points?|sp)(?![\w])|\[(?:high|low|medium|critical|urgent)\]|!!|\b(?:due|by|assign(?:ed)? to|owner:)\s/iu;
const GENERIC_TITLE =
  /^(?:(?:hi|hello|hey|dear)(?:\s+\p{L}+)?|(?:(?:team|weekly|daily|sprint|planning|meeting|quick|standup|stand-up|retro)\s+)*(?:notes|minutes|agenda|standup|stand-up|sync|retro|retrospective|planning|plan|update|meeting|todo|tasks|backlog|action items|week)(?:\s+(?:from|of)\b.*)?)$/iu;
// "Release 2.4 …", "Launch v3 …", "Ship Q3 …": a verb before a version or a quarter names a release.
const VERSIONED = /^\p{L}+\s+(?:v?\d+(?:\.\d+)+|v\d+|Q[1-4]|H[12])\b/iu;
// A title that heads a record of a meeting, unless it says the text is a plan or a to-do list.
const MEETING_TITLE = /\b(?:notes|minutes|retro|retrospective|stand-?up|sync|meeting|weekly|1:1|one-on-one|debrief|post-?mortem|recap|huddle|check-?in)\b/i;
// A planning meeting's notes are a plan: "Sprint 14 planning notes" lists work, even as bare nouns.
const TASKS_TITLE = /\b(?:action items?|actions|to-?dos?|tasks|next steps|backlog|plan|planning)\b/i;
// Words after a leading verb that make it a noun in a statement: "Deploy took too long", "Build is red".
const STATEMENT_WORD =
  /^(?:is|was|were|are|got|gets|went|goes|took|takes|kept|keeps|has|had|seems?|seemed|looks|looked|felt|feels|did|does|didn't|doesn't|isn't|wasn't|aren't|weren't|still|finally|never|always|ran|runs|came|became|broke|blew|hung|stalled)$/;
// What follows a past tense that ends a statement: "Review queue piled up", "Build failed again".
const AFTER_PAST = /^(?:again|twice|up|down|out|off|over|yesterday|today|last|this|on|in|at|for|because|during|after|before|when|while|too|so|very|really|badly|well|fine|smoothly|quickly|slowly|late|early|us|me|them|everyone|everything|things)$/;

/** "Meeting notes", "Hi team", "Standup": words that head a text without naming a sprint. */
export function isGenericTitle(text: string): boolean {
  return GENERIC_TITLE.test(text.trim());
}

/** "Weekly sync — Nov 23", "Sprint 23 retro": a title over a record of a meeting. */
export function isMeetingTitle(text: string): boolean {
  return MEETING_TITLE.test(text) && !TASKS_TITLE.test(text);
}

export function firstWord(text: string): string {
  return (/^[\p{L}'-]+/u.exec(text)?.[0] ?? "").toLowerCase();
}

/** A verb that is the noun of a statement: "Deploy took too long", "Review queue piled up". */
function isStatement(text: string): boolean {
  const words = text.toLowerCase().replace(/[.,;!]+/g, "").split(/\s+/);
  return [1, 2].some((i) => {
    const word = words[i] ?? "";
    const next = words[i + 1];
    return STATEMENT_WORD.test(word) || (/^\p{L}{3,}ed$/u.test(word) && (next === undefined || AFTER_PAST.test(next)));
  });
}

function startsWithVerb(text: string): boolean {
  return VERBS.has(firstWord(text)) && !isStatement(text);
}

/** "Bob to fix…", "Alice: review…", "[HIGH] Fix…", "PROJ-3 Fix…": the words a task would start with. */
export function isTaskLike(text: string): boolean {
  const plain = stripEmphasis(stripDecoration(text));
  if (ISSUE_KEY.test(plain.replace(/^\[/, ""))) return true;
  const bare = plain
    .replace(/^(?:\[[^\]]*\]|\([^)]*\)|P[0-3]\b|urgent\b|critical\b)[\s:!-]*/i, "")
    .replace(/^(?:please|pls|need to|needs to)\s+/i, "")
    .trim();
  const lead = /^@?([\p{L}'.-]+)(?:\s+[\p{L}'.-]+)?\s*(?::|\s[-–—]|\s+(?:to|will|should|must|needs? to|is going to))\s+(.*)$/u.exec(bare);
  const rest = lead?.[1] && !NOT_A_NAME.test(lead[1]) ? (lead[2] ?? "") : bare;
  return startsWithVerb(rest) || (rest !== bare && startsWithVerb(bare));
}

/** "Tom", "Maya K": written with a capital, and not a word such as "Decided" or "Need" that starts a sentence. */
export function looksLikeName(name: string): boolean {
  const lead = firstWord(name);
  return /^\p{Lu}/u.test(name) && !NOT_AN_OWNER.test(lead) && !VERBS.has(lead);
}

/**
 * An action someone took on, as meeting notes record it among the talk: "Bob to pull the numbers",
 * "Ana will write it", "@bob check the logs". An owner is a name written with a capital, an
 * @mention, or a member's name.
 */
export function isAction(text: string, namesMember: (name: string) => boolean): boolean {
  const plain = stripEmphasis(stripDecoration(text)).trim();
  const owned = /^(@?[\p{L}][\p{L}'.-]*(?:\s+[\p{L}][\p{L}'.-]*)?)\s+(?:to|will|'ll|should|must|needs? to|is going to|is to)\s+(.*)$/u.exec(plain);
  const mention = /^@[\p{L}\p{N}._-]+\s+(.*)$/u.exec(plain);
  const owner = owned?.[1] ?? "";
  if (owned && (owner.startsWith("@") || namesMember(owner) || looksLikeName(owner))) return startsWithVerb(owned[2] ?? "");
  return mention !== null && startsWithVerb(mention[1] ?? "");
}

/** "Maya: the deploy got stuck again": a member's words, said in a meeting, not work to do. */
export function isSpeakerStatement(text: string, namesMember: (name: string) => boolean): boolean {
  const speaker = /^@?([\p{L}][\p{L}'.-]*(?:\s+[\p{L}][\p{L}'.-]*)?)\s*:\s+(.+)$/u.exec(stripEmphasis(stripDecoration(text)).trim());
  return speaker !== null && namesMember(speaker[1] ?? "") && !isTaskLike(speaker[2] ?? "");
}

/** Prose even inside a task section: a sentence that does not start with a verb, or a long one. */
export function isProse(text: string): boolean {
  return text.length > 200 || /[:?]$/.test(text) || (/\.$/.test(text) && !isTaskLike(text));
}

/**
 * A short line without closing punctuation or markers. A title may start with what reads as a verb
 * ("Release 2.4 hardening", "Launch v3 polish") when it names a version, or stands alone above the list.
 */
export function isTitleLike(text: string, alone: boolean): boolean {
  const plain = stripEmphasis(stripDecoration(text)).trim();
  const short = plain.length <= 80 && plain.split(/\s+/).length <= 8 && !/[:,.?!;]$/.test(plain) && !plain.includes("@");
  const named = alone || (VERSIONED.test(plain) && plain.split(/\s+/).length <= 5 && !/\s(?:to|for|on|in|into|with|by)\s/i.test(plain));
  return short && (named ? !MARKER_HINT.test(plain) && !ISSUE_KEY.test(plain) : !isTaskLike(plain));
}

/** Two or more short task-like lines make a list; one makes a task only with a marker on it. */
export function isListish(lines: string[]): boolean {
  if (lines.length === 0) return false;
  if (lines.length === 1) return isTaskLike(lines[0] ?? "") && (ISSUE_KEY.test(lines[0] ?? "") || MARKER_HINT.test(lines[0] ?? ""));
  return lines.every((l) => l.length <= 160 && isTaskLike(l));
}
