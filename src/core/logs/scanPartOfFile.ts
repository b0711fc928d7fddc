import type { FileLayout } from './logFileBytes';
import { TriggerScanner, WindowedLineScan, type ScannedPart, type ScanTable } from './triggerScanner';
import * as fs from 'node:fs';

/** A part of an open log file for a second thread to scan (scanThread.ts posts it to scanWorker.ts). */
export interface ScanJob {
  /** The open file (threads of a process share its descriptors) and where the log's bytes lie in it. */
  fd: number;
  layout: FileLayout;
  /** The part: the log's bytes `[from, to)`, `from` a line start. */
  from: number;
  to: number;
  table: ScanTable;
  /** Bytes read at a time. */
  window: number;
}

/**
 * Scans the log's bytes `[job.from, job.to)` with the posted table, reading them a window at a time straight into the
 * lanes' memory: the line starts, kept hits and summarised count of {@link WindowedLineScan.part}. Null when the file
 * ended early (a writer cut it: the caller reads it itself and finds the same end) or the part holds too many lines
 * to keep every start.
 */
export function scanPartOfFile(job: ScanJob): ScannedPart | null {
  const scanner = new TriggerScanner([], [], { table: job.table });
  const lent = scanner.readBuffers(job.window);
  const buffer = lent ? lent.buffers[0] : Buffer.allocUnsafe(job.window);
  const scan = new WindowedLineScan(scanner, job.to - job.from, job.from);
  const { origin, gapAt, skip } = job.layout;
  for (let at = job.from; at < job.to;) {
    // A window ends at the gap, as LogFile.readWindows reads them.
    const until = at < gapAt ? Math.min(job.to, gapAt) : job.to;
    const length = Math.min(buffer.length, until - at);
    let filled = 0;
    const position = origin + (at < gapAt ? at : at + skip);
    while (filled < length) {
      const n = fs.readSync(job.fd, buffer, filled, length - filled, position + filled);
      if (n === 0) return null;
      filled += n;
    }
    scan.add(buffer, length);
    if (!scan.dense) return null;
    at += length;
  }
  return scan.part();
}
