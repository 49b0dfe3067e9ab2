import type { TestSite } from "./server";

/** One sample of the Prometheus text format: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** A scrape, read as "the value of this metric with these labels" (0 when absent). */
export interface Scrape {
  value(name: string, labels?: Record<string, string>): number;
}

export function readScrape(text: string): Scrape {
  const samples = parseSamples(text);
  return {
    value(name, labels = {}) {
      return samples
        .filter(
          (sample) =>
            sample.name === name &&
            Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
        )
        .reduce((sum, sample) => sum + sample.value, 0);
    },
  };
}

/** The port the server's metrics listen on, from its "metrics listening" log line. */
export function metricsPortOf(server: Pick<TestSite, "logs">): number {
  for (const line of server.logs()) {
    if (!line.includes('"metrics listening"')) continue;
    return (JSON.parse(line) as { metricsPort: number }).metricsPort;
  }
  throw new Error("the server logged no metrics port");
}

export async function scrape(metricsPort: number): Promise<Scrape> {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  if (!response.ok) throw new Error(`metrics answered ${response.status}`);
  return readScrape(await response.text());
}

/** The number of series a scrape holds: one per sample line. */
export function seriesIn(text: string): number {
  return parseSamples(text).length;
}
