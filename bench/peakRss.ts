import * as fs from 'node:fs';

/**
 * A process's own peak resident memory, in bytes.
 *
 * `process.resourceUsage().maxRSS` is not that for a child process on Linux: the kernel carries the high-water mark
 * across `fork` and `execve`, so a child of a 250 MiB test runner reports at least 250 MiB whatever it did itself.
 * `/proc/self/status`'s `VmHWM` belongs to the process's own address space, which `execve` replaces; it is read
 * where it exists, and `maxRSS` (an upper bound) elsewhere.
 */
export const PEAK_RSS_SOURCE =
  "(() => { try { const m = /VmHWM:\\s+(\\d+) kB/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'));" +
  ' if (m) return Number(m[1]) * 1024; } catch {} return process.resourceUsage().maxRSS * 1024; })()';

/** The calling process's peak resident memory in bytes (PEAK_RSS_SOURCE's reading, for code that can import). */
export function peakRssBytes(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // No /proc (macOS, Windows): the kernel's high-water mark below, an upper bound.
  }
  return process.resourceUsage().maxRSS * 1024;
}
