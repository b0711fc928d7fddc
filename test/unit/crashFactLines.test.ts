import * as assert from 'node:assert/strict';
import * as iconv from 'iconv-lite';
import { factLines } from '../../src/core/crash/factLines';
import { readLogFacts } from '../../src/core/crash/logFacts';
import { LogText } from '../../src/core/logs/logText';
import type { LogEncoding } from '../../src/core/logs/logSource';
import { seededRandom, type SeededRandom } from '../fuzz/seededRandom';

const MIB = 1024 * 1024;

/** Lines every fact pattern of logFacts.ts reads, near misses of them, and filler, in several spellings. */
const FACT_LINES = [
  '---- Minecraft Crash Report ----',
  '# A fatal error has been detected by the Java Runtime Environment:',
  '\tMinecraft Version: 1.20.1',
  '[main/INFO]: Loading Minecraft 1.21.4 with Fabric Loader 0.16.9',
  '[Server thread/INFO]: Starting minecraft server version 1.19.2',
  '--fml.mcVersion, 1.20.1, --fml.forgeVersion, 47.2.0, --fml.neoForgeVersion 20.4.1',
  '--fml.mcVersion 1.18.2',
  '--version 1.16.5 --gameDir .',
  '\tMinecraft Version ID: 1.12.2',
  'minecraft 1.20.4   ',
  '[main/INFO]: Loading Minecraft 1.20.1 with Quilt Loader 0.23.1',
  'NeoForge Version: 21.1.77',
  'MinecraftForge v14.23.5.2860 Initialized',
  'Minecraft Forge 36.2.39',
  'Forge Mod Loader version 11.15.1.2318',
  'Forge: net.minecraftforge:47.3.0',
  '---- Quilt Loader ----',
  "Client brand changed to 'fabric'",
  "Client brand changed to 'neoforge'",
  'at net.minecraftforge.fml.ModLoader.dispatch(ModLoader.java:12)',
  '\tJava Version: 17.0.9, Eclipse Adoptium',
  '[main/INFO]: starting: java version 21.0.2',
  'Java is OpenJDK 64-Bit Server VM, version 17.0.8, built on 2023',
  '\t- java 17',
  '# JRE version: OpenJDK Runtime Environment (17.0.2+8) (build 17.0.2+8)',
  'openjdk version "18.0.1.1" 2022-04-19',
  '[main/INFO]: Loading 4 mods:',
  '\t- fabricloader 0.16.9',
  '\t   |-- mixinextras 0.4.1',
  '\t- créatif 1.0',
  '\t\\-- java 21',
  'Fabric Mods:',
  '\t\tfabric-api: Fabric API 0.92.2+1.20.1',
  '\t\tmodé: Modé Ünïcode 2.0',
  '\t\t',
  '\t\tsodium: Sodium 0.5.3\r',
  '\tMod List:',
  '\t\tclient-1.20.1.jar |Minecraft |minecraft |1.20.1 |DONE |Manifest: a1:b2',
  '\t\tjei-1.20.1.jar    |Just Enough Items |jei |15.2.0.27 |DONE |Manifest: NOSIGNATURE',
  '\tUCHIJAAAA\tjei{4.16.1.301} [Just Enough Items] (jei_1.12.2-4.16.1.301.jar)',
  '\t| UCHIJAAAA | jei | 4.16.1.301 | jei_1.12.2-4.16.1.301.jar |',
  '[12:00:00] [main/DEBUG]: \tjei(Just Enough Items:15.2.0.27): jei-1.20.1.jar',
  '\tat java.base/java.lang.Thread.run(Thread.java:833) ~[?:?] {re:mixin}',
  '\tat net.minecraft.server.Main.main(Main.java:1) ~[server-1.20.1.jar:?]',
  "[12:00:01] [Server thread/WARN]: Can't keep up! Is the server overloaded? Running 2034ms or 40 ticks behind",
  '[12:00:02] [Render thread/INFO]: 中文日志行：资源已加载',
  '  - continued with a dash',
  '    | a bar',
  '',
  ' ',
  '\t',
  'Ünïcödé — “quoted” — \u2028 line separator inside',
  '\ufeff[main/INFO]: a line that starts with a byte order mark',
];

/**
 * A log of `count` lines picked from a random fifth of {@link FACT_LINES} (so that each pattern in its turn decides a
 * fact), ended with LF or CRLF at random.
 */
function randomLog(random: SeededRandom, count: number): string {
  const some = FACT_LINES.filter(() => random.chance(0.2));
  const kinds = some.length > 0 ? some : FACT_LINES;
  const lines: string[] = [];
  for (let k = 0; k < count; k++) {
    const line = random.pick(kinds);
    lines.push(line + (random.next() < 0.2 ? '\r\n' : '\n'));
  }
  return lines.join('');
}

function factsOf(bytes: Buffer, encoding: LogEncoding, allLines: boolean): unknown {
  const log = new LogText({ name: 'test.log', bytes, encoding, gap: null });
  const facts = readLogFacts(log, { allLines });
  return { ...facts, mods: [...facts.mods.values()] };
}

describe('factLines (the log facts read from only the lines that can hold them)', () => {
  it('reads the same facts as every line decoded, on random logs of fact lines, in UTF-8, GBK and Latin-1', function () {
    this.timeout(120_000);
    const random = seededRandom(34);
    let found = 0;
    for (let round = 0; round < 200; round++) {
      const encoding: LogEncoding = (['utf-8', 'utf-8', 'gbk', 'latin1'] as const)[round % 4]!;
      const text = randomLog(random, 1 + random.int(400));
      const bytes =
        encoding === 'utf-8' ? Buffer.from(text) : iconv.encode(text, encoding === 'gbk' ? 'gbk' : 'latin1');
      const whole = factsOf(bytes, encoding, true);
      assert.deepEqual(factsOf(bytes, encoding, false), whole, `round ${round} (${encoding})`);
      if ((whole as { mods: unknown[] }).mods.length > 0) found++;
    }
    assert.ok(found > 100, `mods were found in ${found} of 200 logs`);
  });

  it('reads the same facts from a head and a tail cut at any byte, inside a character or a line', function () {
    this.timeout(120_000);
    const random = seededRandom(3401);
    // Filler past 2 MiB makes readLogFacts read a first and a last MiB; the cuts fall at random bytes.
    const filler = Buffer.from('[12:00:00] [main/INFO]: Ünïcödé filler — “ok”\n'.repeat(Math.ceil((2 * MIB) / 50)));
    for (let round = 0; round < 12; round++) {
      const head = Buffer.from(randomLog(random, 2000));
      const tail = Buffer.from(randomLog(random, 2000));
      const cut = random.int(65);
      const bytes = Buffer.concat([head, filler.subarray(cut), tail]);
      assert.ok(bytes.length > 2 * MIB);
      assert.deepEqual(factsOf(bytes, 'utf-8', false), factsOf(bytes, 'utf-8', true), `round ${round}`);
    }
  });

  it('leaves out the lines no fact pattern can match, each run of them as one empty line', () => {
    const bytes = Buffer.from(
      [
        'filler one',
        'filler two',
        '\tMinecraft Version: 1.20.1',
        'filler three',
        '\t- fabricloader 0.16.9',
        '\tat a.B.c(B.java:1) ~[a.jar:?]',
      ].join('\n'),
    );
    const all = { kind: true, minecraft: true, loader: true, java: true };
    assert.equal(factLines(bytes, all).toString(), '\n\tMinecraft Version: 1.20.1\n\n\t- fabricloader 0.16.9\n\n');
    // A fact already known is not looked for again: its lines are left out too.
    assert.equal(factLines(bytes, { ...all, minecraft: false }).toString(), '\n\t- fabricloader 0.16.9\n\n');
    // A region whose every line can hold a fact is given back as it is.
    const kept = Buffer.from('Fabric Mods:\n\t\tfabric-api: Fabric API 0.92.2\n');
    assert.equal(factLines(kept, all), kept);
  });
});
