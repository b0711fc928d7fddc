import * as v8 from 'node:v8';

/**
 * Stops V8's young generation from growing past its first size for the rest of this process (`nova crash` calls it
 * before the analysis; the CLI runs one command per process, and the VS Code extension host never calls it).
 *
 * Why: the analysis of a large log allocates short-lived strings for each of its tens of thousands of hit lines, and
 * V8 answers each scavenge that finds the young generation busy by doubling its semi-spaces, up to 16 MiB each: about
 * 2,100–2,400 more pages touched for the first time on a 100 MiB log than on a 1 MiB one. On the build machine a
 * fresh page costs about 12 µs of CPU, so the growth costs more than the extra scavenges of a young generation kept
 * at its first size (their survivors are few: the hit lines' findings). docs/performance.md (the crash section's
 * sixth pass) has the figures.
 *
 * `--semi-space-growth-factor` is read each time the young generation would grow, so setting it now takes effect;
 * `--max-semi-space-size` is read only when the heap is made and would do nothing here. A runtime that refuses the
 * flag keeps its defaults: only the speed changes, never an answer.
 */
export function keepYoungGenerationSmall(): void {
  try {
    v8.setFlagsFromString('--semi-space-growth-factor=1');
  } catch {
    // Not V8, or the flag is gone: the defaults stay.
  }
}
