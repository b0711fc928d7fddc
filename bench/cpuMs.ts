/** CPU milliseconds (user + system, every thread of the process) that `run` took. */
export function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
