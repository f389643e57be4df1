// A strict parser of Prometheus's text exposition format (0.0.4), as a scraper reads /metrics: it
// throws on anything a scraper would reject or misread: a malformed line, a sample before its TYPE, a
// family declared twice or split apart, a histogram whose buckets are not cumulative or whose +Inf
// bucket is not its count.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  help: string | undefined;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\["\\n])*)"(,|$)/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<Family["type"], string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

/** As Prometheus reads a value (Go's ParseFloat): a decimal float, or Inf, Infinity and NaN in any case. */
function parseValue(text: string, line: string): number {
  const special = /^([-+]?)(inf|infinity|nan)$/i.exec(text);
  if (special) return special[2]?.toLowerCase() === "nan" ? NaN : special[1] === "-" ? -Infinity : Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value in: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest !== "") {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [whole, name = "", raw = ""] = match;
    if (name in labels) throw new Error(`label ${name} twice in: ${line}`);
    labels[name] = raw.replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));
    rest = rest.slice(whole.length);
  }
  return labels;
}

export function parsePrometheus(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a newline");
  const families = new Map<string, Family>();
  let current: Family | undefined;
  const familyOf = (sampleName: string): Family | undefined => {
    if (!current) return undefined;
    const family = current;
    return SUFFIXES[family.type].some((suffix) => `${family.name}${suffix}` === sampleName) ? family : undefined;
  };
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name = "", rest = ""] = meta;
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
      let family = families.get(name);
      if (family && family !== current) throw new Error(`family ${name} is split apart`);
      if (!family) {
        family = { name, type: "untyped", help: undefined, samples: [] };
        families.set(name, family);
        current = family;
      }
      if (family.samples.length > 0) throw new Error(`${kind} of ${name} after its samples`);
      if (kind === "HELP") {
        if (family.help !== undefined) throw new Error(`two HELP lines for ${name}`);
        family.help = rest;
      } else {
        if (!TYPES.has(rest)) throw new Error(`bad TYPE in: ${line}`);
        if (family.type !== "untyped") throw new Error(`two TYPE lines for ${name}`);
        family.type = rest as Family["type"];
      }
      continue;
    }
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name = "", labels = "", value = ""] = match;
    const family = familyOf(name);
    if (!family) throw new Error(`sample ${name} outside its family (no TYPE before it): ${line}`);
    family.samples.push({ name, labels: parseLabels(labels, line), value: parseValue(value, line) });
  }
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

/** Each label set's buckets ascend in `le`, never decrease, and end at +Inf = _count. */
function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>();
  const keyOf = (labels: Record<string, string>) => JSON.stringify(Object.entries(labels).filter(([name]) => name !== "le").sort());
  for (const sample of family.samples) {
    if (sample.name !== `${family.name}_bucket`) continue;
    if (sample.labels.le === undefined) throw new Error(`${family.name}: a bucket without le`);
    const key = keyOf(sample.labels);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    const bounds = buckets.map((b) => parseValue(b.labels.le as string, key));
    for (let i = 1; i < buckets.length; i++) {
      if (!((bounds[i] as number) > (bounds[i - 1] as number))) throw new Error(`${family.name} ${key}: le not ascending`);
      if ((buckets[i] as Sample).value < (buckets[i - 1] as Sample).value) throw new Error(`${family.name} ${key}: buckets not cumulative`);
    }
    if (bounds.at(-1) !== Infinity) throw new Error(`${family.name} ${key}: no +Inf bucket`);
    const count = family.samples.find((s) => s.name === `${family.name}_count` && keyOf(s.labels) === key);
    if (count?.value !== buckets.at(-1)?.value) throw new Error(`${family.name} ${key}: +Inf bucket is not _count`);
  }
}

/** The value of the one sample of `family` whose labels include `labels` (0 when there is none). */
export function valueOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = families.get(name.replace(/_(bucket|sum|count)$/, "")) ?? families.get(name);
  const matches = (family?.samples ?? []).filter(
    (s) => s.name === name && Object.entries(labels).every(([label, value]) => s.labels[label] === value),
  );
  if (matches.length > 1) throw new Error(`${matches.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matches[0]?.value ?? 0;
}
