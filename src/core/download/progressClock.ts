/**
 * The least that must move within each idle period (16 KiB; in a download's 20 s, under 1 KiB/s) to count as going
 * on: a server that drips one byte every few seconds never goes silent, yet must not hold a command for its whole
 * time limit.
 */
export const MIN_PROGRESS_BYTES = 16 * 1024;

/**
 * An idle clock counted in bytes: {@link touch} restarts it, {@link progress} restarts it only once
 * {@link MIN_PROGRESS_BYTES} more have moved since, and `onIdle` runs when `idleMs` pass without a restart. After
 * {@link stop} it never runs again (no timer keeps the process alive once the work has ended). Shared by downloads
 * (src/core/download/streamDownload.ts) and uploads (src/core/release/publishTransport.ts).
 */
export class ProgressClock {
  private timer: NodeJS.Timeout | undefined;
  private sinceTouch = 0;
  private stopped = false;

  constructor(
    private readonly idleMs: number,
    private readonly onIdle: () => void,
  ) {}

  /** Restarts the clock (a step that counts whatever its size: headers arrived, a body sent in full). */
  touch(): void {
    clearTimeout(this.timer);
    if (!this.stopped) this.timer = setTimeout(this.onIdle, this.idleMs);
  }

  /** Counts `bytes` moved; restarts the clock each time {@link MIN_PROGRESS_BYTES} more have moved. */
  progress(bytes: number): void {
    this.sinceTouch += bytes;
    if (this.sinceTouch < MIN_PROGRESS_BYTES) return;
    this.sinceTouch = 0;
    this.touch();
  }

  /** Stops the clock for good. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
