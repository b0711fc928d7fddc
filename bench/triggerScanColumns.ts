/**
 * The trigger automaton's table with one column per byte class (the default) against the table of 256 columns it
 * replaced (`byteClasses: false`), in one process: `scanLines` over 100 MiB of real lines — every line of the crash
 * corpus's logs (test/unit/fixtures/codexCorpus.ts, `NOVA_CODEX_CORPUS`) repeated — with the rules' triggers as the
 * analyzer scans them, in interleaved rounds, in CPU time (user + system). Also checks that both find the same.
 *
 *   NOVA_CODEX_CORPUS=… node --import tsx bench/triggerScanColumns.ts [ROUNDS]
 */
import * as assert from 'node:assert/strict';
import { crashRules } from '../src/core/crash/crashRules';
import { TriggerScanner } from '../src/core/logs/triggerScanner';
import { loadCases } from '../test/unit/fixtures/codexCorpus';
import { cpuMs } from './cpuMs';
import { medianRange } from './medianRange';

const MIB = 1024 * 1024;

function main(): void {
  const rounds = Number(process.argv[2] ?? 11);
  const unit = Buffer.from(
    loadCases()
      .map((c) => c.text)
      .join('\n') + '\n',
  );
  if (unit.length <= 1) throw new Error('The crash corpus was not found: set NOVA_CODEX_CORPUS.');
  const bytes = Buffer.alloc(Math.floor((100 * MIB) / unit.length) * unit.length);
  for (let at = 0; at < bytes.length; at += unit.length) unit.copy(bytes, at);
  const patterns = [...new Set(crashRules.flatMap((r) => r.triggers))].map((t) =>
    Buffer.from(t, 'utf8').toString('latin1'),
  );
  const flags = patterns.map(() => 1);
  const scanners = {
    classes: new TriggerScanner(patterns, flags),
    '256 columns': new TriggerScanner(patterns, flags, { byteClasses: false }),
  };
  const times: Record<string, number[]> = { classes: [], '256 columns': [] };
  for (let round = 0; round < rounds; round++) {
    const found: unknown[] = [];
    for (const [name, scanner] of Object.entries(scanners)) {
      times[name]!.push(cpuMs(() => found.push(scanner.scanLines(bytes))));
    }
    if (round === 0) assert.deepEqual(found[0], found[1]);
  }
  for (const [name, values] of Object.entries(times))
    console.log(`${name}: ${medianRange(values, 0)} ms CPU per 100 MiB`);
}

main();
