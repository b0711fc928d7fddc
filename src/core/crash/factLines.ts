import { lastAtOrBefore } from '../logs/lineIndex';

/**
 * The lines of a region of a log that `readLogFacts` (logFacts.ts) can read a fact from, so that only they are
 * decoded: the region's bytes with every other line left out, each run of left-out lines standing as one empty line.
 *
 * Why the facts read from the result equal those read from the whole region: every pattern of logFacts.ts matches
 * within one line (its character classes exclude line breaks; the few that end in `\s` or start with `\n` use the
 * line's own line feed or the one before it, and an empty line stands wherever lines were left out), and every match
 * holds one of the literal byte strings below, so every line where a pattern matches is kept, in order. The mod lists'
 * continuation lines (`linesAfter` in logFacts.ts: lines that start with blanks then `-`, `|` or `\`, or with two
 * tabs) are all kept, and an empty line fails both tests, so a list stops where it stopped. Lines are decoded alone
 * alike: a line feed never falls inside a character in UTF-8, GBK or Latin-1, and the region's first line (which may
 * start inside a character) stays first — an empty line leads the result when that line was left out, so a byte order
 * mark is dropped by the decoder only where it was before.
 */

/** Which facts are still unknown (the patterns of the others are not run again: logFacts.ts uses `??=`). */
export interface FactNeeds {
  kind: boolean;
  minecraft: boolean;
  loader: boolean;
  java: boolean;
}

/** Lines holding every string of one of these sets are kept (each set: the literals one of logFacts.ts's patterns needs). */
const KIND = [[' Crash Report ----'], ['A fatal error has been detected by the Java Runtime Environment']];
const MINECRAFT = [
  ['Minecraft Version: '],
  ['Loading Minecraft '],
  ['Starting minecraft server version '],
  ['--fml.mcVersion'],
  ['--version'],
  ['Minecraft Version ID: '],
  ['minecraft '],
];
const LOADER = [
  ['with Fabric Loader '],
  ['with Quilt Loader '],
  ['--fml.neoForgeVersion'],
  ['--fml.forgeVersion'],
  // "NeoForge", "MinecraftForge v", "Minecraft Forge ", "Forge version", "Forge Mod Loader version", "Forge: ".
  ['Forge'],
  ['Quilt Loader'],
  ['org.quiltmc.loader.'],
  ["Client brand changed to '"],
  ['fabricloader'],
  ['quilt_loader'],
  ['Quilt Mods:'],
  ['net.neoforged'],
  ['net.minecraftforge.fml'],
];
const JAVA = [
  ['Java Version: '],
  ['starting: java version '],
  ['Java is '],
  ['- java '],
  ['JRE version: '],
  [' version "'],
];
const MODS = [
  // "Loading 75 mods:", "Fabric Mods:" / "Quilt Mods:".
  [' mods:'],
  ['Mods:'],
  // Forge's "Mod List:" rows and the 1.12 table: a jar and a bar.
  ['.jar', '|'],
  // Forge 1.7–1.12 state table "id{version} [Name] (file.jar)".
  ['} [', '] ('],
  // Forge debug "]: id(Name:version): file.jar".
  ['): ', '.jar', ']: '],
];

/** The region `bytes` with only the lines the facts in `needs` (and the mod lists) can be read from; see above. */
export function factLines(bytes: Buffer, needs: FactNeeds): Buffer {
  const sets = [
    ...(needs.kind ? KIND : []),
    ...(needs.minecraft ? MINECRAFT : []),
    ...(needs.loader ? LOADER : []),
    ...(needs.java ? JAVA : []),
    ...MODS,
  ];
  // Line k is bytes [starts[k], starts[k + 1]) with its line feed; the last one may have none. Typed arrays counted
  // first: a region of a million tiny lines costs a few MiB here, not a boxed number and a view per line.
  const size = bytes.length;
  let lines = 1;
  for (let i = 0; i + 1 < size; i++) if (bytes[i] === 0x0a) lines++;
  const starts = new Int32Array(lines + 1);
  for (let i = 0, k = 1; i + 1 < size; i++) if (bytes[i] === 0x0a) starts[k++] = i + 1;
  starts[lines] = size;
  const keep = new Uint8Array(lines);
  for (let k = 0; k < lines; k++) if (continues(bytes, starts[k]!, starts[k + 1]!)) keep[k] = 1;
  for (const set of sets) {
    const first = Buffer.from(set[0]!, 'latin1');
    const others = set.slice(1).map((s) => Buffer.from(s, 'latin1'));
    for (let at = bytes.indexOf(first); at >= 0;) {
      const line = lastAtOrBefore(starts, 0, lines, at);
      const end = starts[line + 1]!;
      if (keep[line] === 0 && others.every((o) => holds(bytes, starts[line]!, end, o))) keep[line] = 1;
      at = end < size ? bytes.indexOf(first, end) : -1;
    }
  }
  // The kept lines copied in order (a run of them at a time), a line feed for each run of lines left out.
  const out = Buffer.allocUnsafe(size + 1);
  let length = 0;
  for (let k = 0; k < lines;) {
    const from = k;
    while (k < lines && keep[k] !== 0) k++;
    if (k > from) {
      if (from === 0 && k === lines) return bytes;
      length += bytes.copy(out, length, starts[from], starts[k]);
    }
    if (k < lines) {
      out[length++] = 0x0a;
      while (k < lines && keep[k] === 0) k++;
    }
  }
  return out.subarray(0, length);
}

/** Whether `bytes[from, to)` holds `needle`. */
function holds(bytes: Buffer, from: number, to: number, needle: Buffer): boolean {
  return bytes.subarray(from, to).indexOf(needle) >= 0;
}

/**
 * Whether the line `bytes[from, to)` can continue a mod list: it starts with two tabs, or with blanks then `-`, `|`
 * or `\` (the two tests of `linesAfter` in logFacts.ts).
 */
function continues(bytes: Buffer, from: number, to: number): boolean {
  if (from + 1 < to && bytes[from] === 0x09 && bytes[from + 1] === 0x09) return true;
  let at = from;
  while (at < to && (bytes[at] === 0x20 || bytes[at] === 0x09)) at++;
  if (at === from || at >= to) return false;
  const c = bytes[at];
  return c === 0x2d || c === 0x7c || c === 0x5c;
}
