import { measureContentIndex } from './contentIndexRun';

/** The entry point contentIndexBench.ts bundles and runs: `node --expose-gc <bundle> <pack root>`. */
measureContentIndex(process.argv[2]!).then(
  (run) => process.stdout.write(`${JSON.stringify(run)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
