/**
 * A request that does not fit the bisect's state (none running, one already running, already finished), or a state
 * file Nova cannot use: the command line reports it as a usage error (exit 2), never as a Nova bug.
 */
export class BisectUsageError extends Error {}
