import type { LogFacts, LoggedMod } from './crashFinding';
import type { LogText } from '../logs/logText';

const WINDOW = 1024 * 1024;

/**
 * Reads the log's own facts — kind, Minecraft and loader versions, Java version and the mod list the
 * log prints — from its first and last 1 MiB (where launchers and crash reports write them).
 */
export function readLogFacts(log: LogText): LogFacts {
  const head = log.size <= 2 * WINDOW ? [0, log.size] : [0, WINDOW];
  const tail = log.size <= 2 * WINDOW ? null : [log.size - WINDOW, log.size];
  const facts: LogFacts = { kind: 'log', minecraft: null, loader: null, java: null, mods: new Map() };
  const regions = tail ? [head, tail] : [head];
  for (const [from, to] of regions as [number, number][]) scanRegion(log, from, to, facts);
  return facts;
}

function firstMatch(text: string, patterns: RegExp[]): RegExpExecArray | null {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m;
  }
  return null;
}

function scanRegion(log: LogText, from: number, to: number, facts: LogFacts): void {
  const text = log.text(from, to);
  if (facts.kind === 'log') {
    if (/---- \w+ Crash Report ----/.test(text)) facts.kind = 'crash-report';
    else if (/A fatal error has been detected by the Java Runtime Environment/.test(text)) facts.kind = 'hs-err';
  }
  facts.minecraft ??=
    firstMatch(text, [
      /Minecraft Version: (\S+)/,
      /Loading Minecraft (\S+) with (?:Fabric|Quilt) Loader/,
      /Starting minecraft server version (\S+)/,
      /--fml\.mcVersion,? (\S+?),?\s/,
      /--version,? (\d+\.\d+(?:\.\d+)?)/,
      /Minecraft Version ID: (\S+)/,
      /minecraft (\d+\.\d+(?:\.\d+)?)[ \t]*$/m,
      // A pasted stack without the report's head: Forge's own jars in its frames carry the game's version
      // (`~[forge-1.19.4-45.0.46-universal.jar%23205!/:?]`, `[client-1.20.1-20230612.114412-srg.jar…`).
      /[[/](?:forge|fmlcore|fmlloader|javafmllanguage|client|server)-(1\.\d{1,2}(?:\.\d{1,2})?)-\d[\w.]*?(?:-universal|-srg|-client|-server)?\.jar/,
    ])?.[1] ?? null;
  if (facts.loader === null) {
    let m: RegExpExecArray | null;
    if ((m = /with Fabric Loader (\S+)/.exec(text))) facts.loader = { type: 'fabric', version: m[1]! };
    else if ((m = /with Quilt Loader (\S+)/.exec(text))) facts.loader = { type: 'quilt', version: m[1]! };
    else if (
      (m = /--fml\.neoForgeVersion,? (\S+?),?\s/.exec(text)) ??
      (m = /NeoForge(?: Version)?:? (?:net\.neoforged:neoforge:)?(\d[\w.-]*)/.exec(text))
    )
      facts.loader = { type: 'neoforge', version: m[1]! };
    else if (
      (m = /--fml\.forgeVersion,? (\S+?),?\s/.exec(text)) ??
      (m = /MinecraftForge v(\d[\w.-]*)/.exec(text)) ??
      (m = /Minecraft ?Forge (\d+\.\d[\w.-]*)/.exec(text)) ??
      (m = /Forge(?: Mod Loader)? version (\d[\w.-]*)/.exec(text)) ??
      (m = /Forge: (?:net\.minecraftforge|[\w.]+):(\d\S*)/.exec(text))
    )
      facts.loader = { type: 'forge', version: m[1]! };
    else if (/---- Quilt Loader|Quilt Loader: Failed to load|org\.quiltmc\.loader\./.test(text))
      facts.loader = { type: 'quilt', version: null };
    else if (/Client brand changed to 'fabric'|fabricloader/.test(text))
      facts.loader = { type: 'fabric', version: null };
    else if (/Client brand changed to 'quilt'|quilt_loader|Quilt Mods:/.test(text))
      facts.loader = { type: 'quilt', version: null };
    else if (/Client brand changed to 'neoforge'|net\.neoforged/.test(text))
      facts.loader = { type: 'neoforge', version: null };
    else if (/Client brand changed to 'forge'|net\.minecraftforge\.fml/.test(text))
      facts.loader = { type: 'forge', version: null };
  }
  facts.java ??=
    firstMatch(text, [
      /Java Version: (\d[\w.-]*)/,
      /starting: java version (\d[\w.-]*)/,
      /Java is [^\r\n]{0,200}? version (\d[\w.-]*)/,
      /\n\t*- java (\d[\w.-]*)/,
      /JRE version: [^\r\n(]{0,200}\((\d[\w.-]*)/,
      // `java -version` as a start script or a hosting panel prints it before the server (`openjdk version "18.0.1.1"`).
      /\b(?:openjdk|java) version "(\d[\w.-]*)"/,
    ])?.[1] ?? null;
  readModLists(log, text, from, facts.mods);
}

function put(mods: Map<string, LoggedMod>, mod: LoggedMod): void {
  if (!/^[\w.-]+$/.test(mod.id)) return;
  const old = mods.get(mod.id);
  mods.set(mod.id, {
    id: mod.id,
    name: old?.name ?? mod.name,
    version: old?.version ?? mod.version,
    file: old?.file ?? mod.file,
  });
}

/** The lines of `text` after the one holding match `at`, while they pass `keep` (at most `max`). */
function linesAfter(text: string, at: number, keep: (line: string) => boolean, max = 2000): string[] {
  const out: string[] = [];
  let start = text.indexOf('\n', at);
  while (start >= 0 && out.length < max) {
    const end = text.indexOf('\n', start + 1);
    const line = text.slice(start + 1, end < 0 ? text.length : end).replace(/\r$/, '');
    if (!keep(line)) break;
    out.push(line);
    start = end;
  }
  return out;
}

/**
 * Reads the mod lists the loaders and crash reports print. Every pattern is linear: whitespace classes never
 * span a line break, blocks are walked line by line, and no quantified group holds another quantifier.
 */
function readModLists(log: LogText, text: string, from: number, mods: Map<string, LoggedMod>): void {
  let m: RegExpExecArray | null;
  // Fabric/Quilt: "Loading 75 mods:" then "\t- id version" (with "\t   |-- nested" children).
  const fabricList = /Loading \d+ mods:/g;
  while ((m = fabricList.exec(text)) !== null) {
    for (const line of linesAfter(text, m.index, (l) => /^[ \t]+[-|\\]/.test(l))) {
      const e = /^[ \t]*(?:- |\|-- |\\-- )([\w.-]+)[ @]([^\s]+)/.exec(line);
      if (e) put(mods, { id: e[1]!, name: null, version: e[2]!, file: null });
    }
  }
  // Crash report "Fabric Mods:" / "Quilt Mods" section: "\t\tid: Name version".
  const fabricSection = /(?:Fabric|Quilt) Mods:/g;
  while ((m = fabricSection.exec(text)) !== null) {
    for (const line of linesAfter(text, m.index, (l) => l.startsWith('\t\t'))) {
      const e = /^\t\t\t?([\w.-]+): (.+) (\S+)$/.exec(line.trimEnd());
      if (e) put(mods, { id: e[1]!, name: e[2]!, version: e[3]!, file: null });
    }
  }
  // Forge 1.13+ crash report "Mod List:" rows: "file.jar |Name |id |version |DONE |Manifest".
  const forgeRow = /^[ \t]*(\S[^|\r\n]*?\.jar)[ \t]*\|([^|\r\n]*)\|([\w.-]+)[ \t]*\|([^\s|]+)[ \t]*\|/gm;
  while ((m = forgeRow.exec(text)) !== null)
    put(mods, { id: m[3]!, name: m[2]!.trim(), version: m[4]!, file: m[1]!.trim() });
  // Forge 1.7–1.12 state table: "UCHIJAAAA\tid{version} [Name] (file.jar)" (a paste may quote its rows without the
  // states).
  const stateRow =
    /^[ \t]*(?:\|[ \t]*)?(?:[ULCHIJADE]+(?:[ \t]*\|)?[ \t]+)?([\w.-]+)\{([^}\r\n]*)\} \[([^\]\r\n]+)\] \(([^)\r\n]+)\)/gm;
  while ((m = stateRow.exec(text)) !== null) put(mods, { id: m[1]!, name: m[3]!, version: m[2]!, file: m[4]! });
  // Forge 1.12 table form "| UCHIJAAAA | id | version | file.jar |".
  const tableRow =
    /^[ \t]*\|[ \t]*[ULCHIJADE]+[ \t]*\|[ \t]*([\w.-]+)[ \t]*\|[ \t]*([^\s|]+)[ \t]*\|[ \t]*([^\s|]+\.jar)[ \t]*\|/gm;
  while ((m = tableRow.exec(text)) !== null) put(mods, { id: m[1]!, name: null, version: m[2]!, file: m[3]! });
  // Forge debug "id(Name:version): file.jar".
  const debugRow = /\]: \t?([\w.-]+)\(([^:()\r\n]+):([^)\r\n]+)\): (\S[^\r\n]{0,300}?\.jar)/g;
  while ((m = debugRow.exec(text)) !== null) put(mods, { id: m[1]!, name: m[2]!, version: m[3]!, file: m[4]! });
  void log;
  void from;
}
