/** What one benchmark reports to `bench/run.ts`. */
export interface BenchResult {
  title: string;
  /** Measured figures by name (milliseconds unless the name says otherwise), for machine use. */
  figures: Record<string, number>;
  /** A markdown block (table plus a line of context) ready to paste into the README. */
  markdown: string;
}
