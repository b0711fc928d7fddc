import { messageHit, messageOf, textHit, type CrashRule, type RuleContext, type RuleHit } from './crashRule';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { isLauncherClass, libraryOfClass, libraryOfId, libraryOfName, loaderOfClass } from './libraryMods';
import { installedPastFmlRange } from '../crashTexts/rangeWordsFacts';
import { modOfUnknownClass, modIdOfClass } from './missingClassOwner';

/** Display names of the loaders and the game, as ids appear in NeoForge's and Forge's dependency errors. */
const LOADER_IDS: Record<string, string> = {
  neoforge: 'NeoForge',
  forge: 'Forge',
  minecraft: 'Minecraft',
  fml: 'FML',
  javafml: 'Forge (javafml)',
};

/** A dependency as a person knows it: the library's name with its id, or the id. */
function dependencyLabel(id: string): { label: string; url: string } {
  const lib = libraryOfId(id);
  return lib ? { label: `${lib.name} (${id})`, url: lib.url } : { label: `'${id}'`, url: '' };
}

/**
 * `Mod X requires Y 1.2 or above` (NeoForge 20.4+, Forge 1.20+ loading error screens), with or without `- `, also as
 * the `Failure message:` of a crash report's mod section; `Mod X only supports Y above 1.2` is Forge's wording for an
 * optional dependency installed in a version outside its range. X may be a name of a few words as people retype it.
 */
const REQUIRES =
  /^[\s>*-]*(?:Failure message: )?Mod ([\w.-]+(?: [\w.-]+){0,3}?) (?:requires|only supports) ([\w.-]+)(?: (.+?))?\s*$/;

/** {@link REQUIRES} anywhere in a line's text (a sentence people retyped the loading screen's words into). */
const INLINE_REQUIRES =
  /\bMod ([\w.-]{1,100}(?: [\w.-]{1,100}){0,3}?) (?:requires|only supports) ([\w.-]{1,100})(?: (.{1,200}))?$/;

/** The world a log's lines name near `index`: `Preparing level "x"`, a `saves/x/` path, `[x]/…` level keys. */
function worldNear(ctx: RuleContext, index: number): string {
  for (let i = index; i >= Math.max(0, index - 4000); i--) {
    const text = ctx.log.line(i);
    const saves = /saves[\\/]([^\\/\r\n]+)[\\/]/.exec(text);
    if (saves) return saves[1]!;
    const level = /Preparing level "([^"]+)"|Loading dimension -?\d+ \(([^()]+)\)/.exec(text);
    if (level) return (level[1] ?? level[2])!;
  }
  const line = ctx.log.line(index);
  const path = /(?:\.[\\/])?([\w .-]+)[\\/](?:level\.dat|region[\\/]|DIM-?\d+[\\/]|playerdata[\\/])/.exec(line);
  if (path && path[1] !== '.') return path[1]!.trim();
  // Paper's and Spigot's chunk tasks name the world's folder: `Task for world: 'world' at 8,11`.
  return /\bworld:? '([^'\r\n]{1,80})'/.exec(line)?.[1] ?? '';
}

/** Classes of the game's world storage (Mojang, MCP/SRG and yarn names) whose failure means saved data is damaged. */
const WORLD_STORAGE =
  /\b(?:NibbleArray|ChunkNibbleArray|DataLayer|ChunkSerializer|AnvilChunkLoader|RegionFile(?:Storage)?|ChunkStorage|IOWorker|NbtIo|CompressedStreamTools|NbtAccounter|ChunkRegionIo|VersionedChunkStorage|MapStorage|DimensionDataStorage|class_2804|class_2852|class_2861|class_2507)\b/;
const CORRUPT_EXCEPTION =
  /(ArrayIndexOutOfBoundsException|IndexOutOfBoundsException|NegativeArraySizeException|EOFException|ZipException|DataFormatException|ReportedNbtException|NbtException|UTFDataFormatException|IOException|RuntimeException|NullPointerException)(?::\s*(.{0,200}))?/;

/** A stack frame's class and method, without a class loader's or module's prefix (`knot//`, `java.base/`). */
const FRAME = /^\s*at (?:[\w.$-]{1,80}\/\/)?(?:[\w.$-]{1,80}(?:@[^/\s]{1,80})?\/)?([\w$.]{1,300})\.([\w$<>-]{1,200})\(/;
/** Parsers' own classes (also shadowed into a mod's package): frames above the mod's code that read the file. */
const PARSER_CLASS =
  /^(?:com\.google\.gson\.|blue\.endless\.jankson\.|com\.electronwill\.nightconfig\.|org\.yaml\.snakeyaml\.|com\.moandjiezana\.toml\.|org\.tomlj\.|com\.fasterxml\.jackson\.|kotlinx\.serialization\.)|\.shadowed?\.|\.shade[ds]?\.|\.libs?\.(?:gson|jankson|nightconfig|toml)/;
/** Classes that are never the mod reading its config: the game, Mixin, the JVM, launchers, loaders, libraries. */
function foreignClass(name: string): boolean {
  return (
    /^(?:net\.minecraft\.|com\.mojang\.|org\.spongepowered\.|cpw\.mods\.|org\.apache\.|com\.google\.|it\.unimi\.)/.test(
      name,
    ) ||
    isLauncherClass(name) ||
    loaderOfClass(name) !== null ||
    libraryOfClass(name) !== null
  );
}
/** Package words that are no mod's name (`com.x.mod.config.ModConfig` → the mod is `mod`). */
const GENERIC_SEGMENT =
  /^(?:com|net|org|io|dev|me|de|fr|uk|xyz|github|gitlab|config|configs|common|client|server|fabric|forge|neoforge|quilt|impl|api|core|util|utils|mixin|mixins|main|mod|mods|internal|data)$/;

/** The mod a class belongs to: a listed mod id among its package words, else its last specific package word. */
function modOfPackage(pkg: string, ctx: RuleContext): { listed: string | null; word: string } {
  const words = pkg.split('.');
  const listed = words.find((w) => ctx.facts.mods.has(w.toLowerCase())) ?? null;
  const word = [...words].reverse().find((w) => !GENERIC_SEGMENT.test(w.toLowerCase())) ?? words[words.length - 1]!;
  return { listed: listed ? listed.toLowerCase() : null, word };
}

/** The exception line a frame belongs to (the first non-frame line above it), or -1. */
function exceptionAbove(ctx: RuleContext, index: number): number {
  for (let i = index - 1; i >= Math.max(0, index - 40); i--) {
    const text = ctx.log.line(i);
    if (/^\s*at /.test(text)) continue;
    return /(?:Exception|Error)\b/.test(text) ? i : -1;
  }
  return -1;
}

/**
 * The first frame under the parse error at `index` that is neither the JVM's nor a parser's, when it is a mod's (read
 * from its package, missingClassOwner.ts, or a listed mod in it): the mod that called the parser on its own file.
 */
function ownReaderBelow(
  ctx: RuleContext,
  index: number,
): { mod: string; pkg: string; what: string; line: number } | null {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 20); i++) {
    const f = FRAME.exec(ctx.log.line(i));
    if (!f) return null;
    const cls = f[1]!;
    if (PARSER_CLASS.test(cls) || /^(?:java|javax|jdk|sun)\./.test(cls)) continue;
    if (foreignClass(cls)) return null;
    const pkg = cls.includes('.') ? cls.slice(0, cls.lastIndexOf('.')) : cls;
    const mod = modOfPackage(pkg, ctx).listed ?? modOfUnknownClass(cls)?.id ?? null;
    return mod ? { mod, pkg, what: `${cls.replace(/^.*\./, '')}.${f[2]!}`, line: i } : null;
  }
  return null;
}

/** Whether the exception on `index` is what stopped the game, not an error a mod caught and logged. */
function isCrashHeadline(ctx: RuleContext, index: number): boolean {
  for (let i = index; i >= Math.max(0, index - 60); i--) {
    const text = ctx.log.line(i);
    if (
      /FormattedException|Exception in thread|Minecraft has crashed|Description: |Could not execute entrypoint|has failed to load correctly|Crash Report/.test(
        text,
      )
    )
      return true;
    if (i < index && !/^\s*(?:at |\.\.\. \d+ more|Caused by|Suppressed)|^\s*$/.test(text) && i < index - 1)
      return false;
  }
  // A pasted fragment that starts with the exception (only empty lines or a code fence above it): what the person
  // copied as the crash.
  if (index > 60) return false;
  for (let i = index - 1; i >= 0; i--) if (ctx.log.line(i).trim() !== '') return false;
  return true;
}

/** Rules for the error formats people paste: NeoForge's loading screen, world and config damage, KubeJS scripts. */
export const pastedRules: CrashRule[] = [
  {
    id: 'neoforge-missing-dependency',
    row: 0,
    title: 'Missing or outdated dependency (NeoForge/Forge loading errors)',
    severity: 'error',
    advice: 'Install or update the dependency named above.',
    confidence: 0.95,
    triggers: ['Currently, '],
    match(ctx, index, line) {
      const current = /Currently, ([\w.-]+) is (not installed|[^\s]+)/.exec(line);
      if (!current) return null;
      // The requirement on a line above, or retyped before `Currently,` on the same line.
      const before = line.slice(0, current.index).trimEnd();
      for (let i = index; i >= Math.max(0, index - 3); i--) {
        const req = i === index ? INLINE_REQUIRES.exec(before) : REQUIRES.exec(ctx.log.line(i));
        if (!req || req[2] !== current[1]) continue;
        const [, mod, dep, given] = req as unknown as [string, string, string, string | undefined];
        // NeoForge prints `any` for a requirement of every version: no range to name.
        const range = given === 'any' || given === '*' ? undefined : given;
        const installed = current[2] !== 'not installed' ? current[2]! : '';
        // The loader and the game themselves: forge-legacy-missing-dependency names the loader to update.
        if (LOADER_IDS[dep]) return null;
        const base = { key: `${mod}>${dep}`, lines: i === index ? [index] : [i, index] };
        const { label, url } = dependencyLabel(dep);
        // `… and below 0.7` (or `below 0.7`) with 1.0.1 installed: the dependency is newer than the mod supports, so
        // the mod asking is the one that is out of date.
        if (range && installedPastFmlRange(range, installed))
          return messageHit({
            ...base,
            mods: [mod, dep],
            message: {
              id: 'neoforgeDependencyTooNew',
              params: { mod: `'${mod}'`, dependency: label, range, installed },
            },
          });
        return messageHit({
          ...base,
          mods: [dep, mod],
          message: {
            id: 'neoforgeDependency',
            params: {
              mod: `'${mod}'`,
              dependency: label,
              range: range ?? '',
              installed,
              url,
            },
          },
        });
      }
      return null;
    },
  },
  {
    // A library's own start-up check naming what is missing by the names people know (Architectury's and REI's
    // error_notifier: `Found 2 error(s) during startup:` then `- Architectury API is a required dependency of Roughly
    // Enough Items 16.0.729 but it is not installed!`), one line per dependency.
    id: 'named-dependency-missing',
    row: 0,
    title: 'Missing dependency (named by a mod)',
    severity: 'error',
    advice: 'Install the dependency named above.',
    confidence: 0.95,
    triggers: [' is a required dependency of '],
    match(_ctx, index, line) {
      const m =
        /^[\s>*-]*(\S.{0,79}?) is a required dependency of (\S.{0,79}?)(?: v?(\d[\w.+-]*))? but it is (?:not installed|missing)/.exec(
          line,
        );
      if (!m) return null;
      const [, depName, byName, version] = m as unknown as [string, string, string, string | undefined];
      const lib = libraryOfName(depName);
      const dep = lib?.ids[0] ?? idOfName(depName);
      const by = libraryOfName(byName)?.ids[0] ?? idOfName(byName);
      if (!dep || !by) return null;
      return messageHit({
        key: `${by}>${dep}`,
        // The asking mod is named in the text only: its id is a guess from its shown name.
        mods: [dep],
        names: { [dep]: depName },
        lines: [index],
        message: {
          id: 'neoforgeDependency',
          params: {
            mod: `'${byName}${version ? ` ${version}` : ''}'`,
            dependency: lib ? `${lib.name} (${dep})` : `'${depName}'`,
            range: '',
            installed: '',
            url: lib?.url ?? '',
          },
        },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'neoforge-mandatory-field',
    row: 0,
    title: 'NeoForge is too old for a mod',
    severity: 'error',
    advice: 'Update NeoForge to the newest build for this Minecraft version.',
    confidence: 0.9,
    triggers: ['Missing required field mandatory in dependency'],
    match(_ctx, index, line) {
      const file = /\(([^()\s]+\.jar)\)/.exec(line)?.[1];
      return messageHit({
        key: 'mandatory',
        lines: [index],
        message: { id: 'neoforgeMandatoryField', params: { file: file ?? '' } },
      });
    },
    supersedes: ['stack-culprit', 'forge-mod-crash'],
  },
  {
    id: 'world-corrupt',
    row: 0,
    title: 'Saved world data is corrupted',
    severity: 'error',
    advice: 'Restore the world from a backup, or repair the damaged chunks (Region Fixer, MCA Selector).',
    confidence: 0.85,
    triggers: [
      'NibbleArray',
      'DataLayer.',
      'ChunkSerializer',
      'AnvilChunkLoader',
      'RegionFile',
      'level.dat',
      "Couldn't load chunk",
      'Failed to read chunk',
      'Chunk file at',
      '-- NBT Tag --',
      'CompressedStreamTools',
      'MapStorage',
      'DimensionDataStorage',
      'Corrupt',
      'corrupt',
      'to read',
    ],
    match(ctx, index, line) {
      // An exception whose own message says that saved chunk or world data is corrupt (`IllegalStateException: Corrupt
      // TFC chunk at [59, 75]`, `… corrupted region file`), whichever mod's storage code threw it. A pasted report
      // flattened onto one line keeps its frames after the message, so the message ends at the first ` at `.
      // Bounded classes keep this linear on long lines of dotted names (test/unit/crashRegexLinear.test.ts).
      const said = /corrupt|to read/i.test(line)
        ? /([\w$.]{0,200}(?:Exception|Error)):\s*((?:(?! at [\w$.]{1,200}\().){0,240})/.exec(line)
        : null;
      // A mod that cannot read its own saved data says so and names the folder in the world's save
      // (`EnderStorage was unable to read it's data, please delete the 'EnderStorage' folder Here: …\saves\54\…`).
      if (
        said &&
        !/^\s*at /.test(line) &&
        ((/\bcorrupt(?:ed|ion)?\b/i.test(said[2]!) &&
          /\b(?:chunks?|region|level\.dat|world|save|sections?|palette)\b/i.test(said[2]!)) ||
          (/\b(?:unable|could ?n[o']t|failed) to read\b/i.test(said[2]!) &&
            /\bsaves[\\/][^\\/\r\n]{1,120}[\\/]/.test(said[2]!)))
      ) {
        const world = worldNear(ctx, index);
        return messageHit({
          key: `chunk:${world}`,
          lines: [index],
          message: {
            id: 'worldCorrupt',
            params: { world, what: said[1]!.replace(/^.*\./, ''), error: said[2]!.trim().slice(0, 200) },
          },
        });
      }
      if (/level\.dat/.test(line)) {
        const failed =
          /Exception reading|Failed to (?:load|read)|Error reading|Could(?:n't| not) (?:load|read)|corrupt/i;
        // A paste wrapped at its width puts the path's end (and level.dat) on the lines after `Exception reading`.
        const wrapped = [1, 2].some(
          (back) =>
            index >= back && failed.test(ctx.log.line(index - back)) && !/level\.dat/.test(ctx.log.line(index - back)),
        );
        if (!failed.test(line) && !(wrapped && /[\\/]level\.dat\s*$/.test(line))) return null;
        const next = ctx.log.line(index + 1);
        const error =
          CORRUPT_EXCEPTION.exec(next)?.[0] ??
          /[\w$.]{0,120}Exception: Loading NBT data/.exec(next)?.[0] ??
          messageOf(line);
        const world = worldNear(ctx, index);
        return messageHit({
          key: `level.dat:${world}`,
          lines: [index],
          message: { id: 'levelDatCorrupt', params: { world, error: error.slice(0, 200) } },
        });
      }
      if (/Couldn't load chunk|Failed to read chunk/.test(line) && !/^\s*at /.test(line)) {
        const next = ctx.log.line(index + 1);
        // The cause, or the game's own report of a failed NBT read (`ReportedException: Loading NBT data`).
        const cause = CORRUPT_EXCEPTION.exec(next) ?? /[\w$.]{0,120}Exception: Loading NBT data/.exec(next);
        if (!cause) return null;
        const world = worldNear(ctx, index);
        return messageHit({
          key: `chunk:${world}`,
          lines: [index, index + 1],
          message: {
            id: 'worldCorrupt',
            params: { world, what: messageOf(line).slice(0, 120), error: cause[0].slice(0, 200) },
          },
        });
      }
      // The crash report's `-- NBT Tag --` section is written when reading an NBT tag failed; when the stack under it
      // runs through world storage code (a chunk or region read), the saved data is damaged, even when the pasted
      // report lost its exception line.
      if (/^\s*-- NBT Tag --/.test(line)) {
        // The error quotes the section's own detail (`Tag name: Sections`), log text in every language.
        let tag = '-- NBT Tag --';
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 40); i++) {
          const text = ctx.log.line(i);
          if (/^\s*-- (?!NBT Tag)[\w ]+ --/.test(text)) break;
          if (/^\s*Tag name:/.test(text)) tag = text.trim().slice(0, 120);
          const storage = /^\s*at /.test(text) ? WORLD_STORAGE.exec(text) : null;
          if (!storage) continue;
          const world = worldNear(ctx, index);
          return messageHit({
            key: `chunk:${world}`,
            lines: [index, i],
            stackFrom: index,
            message: {
              id: 'worldCorrupt',
              params: { world, what: `in ${storage[0]}`, error: tag },
            },
          });
        }
        return null;
      }
      // A stack frame in world storage code: the exception above it, when it is a read failure, is damaged data.
      if (!/^\s*at /.test(line) || !WORLD_STORAGE.test(line)) return null;
      for (let i = index - 1; i >= Math.max(0, index - 12); i--) {
        const text = ctx.log.line(i);
        if (/^\s*at /.test(text)) continue;
        const cause = CORRUPT_EXCEPTION.exec(text);
        if (!cause || /^\s*at /.test(text)) return null;
        if (cause[1] === 'RuntimeException' || cause[1] === 'NullPointerException') return null;
        const frame = WORLD_STORAGE.exec(line)![0];
        // The NBT reader alone also reads packets and the server list: only a failed decompression there is a file's
        // damage (a packet's NBT is not compressed on its own).
        if (
          /^(?:CompressedStreamTools|NbtIo|class_2507)$/.test(frame) &&
          !/EOFException|ZipException|DataFormatException/.test(cause[1]!)
        )
          return null;
        // `Exception reading …level.dat` above the exception: the level.dat finding names it.
        if (i > 0 && /level\.dat/.test(ctx.log.line(i - 1))) return null;
        const world = worldNear(ctx, i);
        return messageHit({
          key: `chunk:${world}`,
          lines: [i, index],
          severity:
            ctx.facts.kind === 'crash-report' || /ERROR|FATAL|Caused by|Exception in/.test(text) || i === 0
              ? 'error'
              : 'warning',
          stackFrom: i,
          message: {
            id: 'worldCorrupt',
            params: { world, what: `in ${frame}`, error: cause[0].trim().slice(0, 200) },
          },
        });
      }
      return null;
    },
    supersedes: ['stack-culprit', 'ticking-entity', 'ticking-block-entity'],
  },
  {
    id: 'mod-config-unreadable',
    row: 0,
    title: 'A mod could not read its config',
    severity: 'error',
    advice: "Back up and delete the mod's config file (the mod recreates it), then start again.",
    confidence: 0.7,
    triggers: ['onfig', 'JsonSyntaxException', 'MalformedJsonException', 'snakeyaml.parser.', 'snakeyaml.scanner.'],
    match(ctx, index, line) {
      // SnakeYAML's own words for a malformed file (a Bukkit plugin's config, a mod's .yml): where it stopped reading
      // follows (`in 'reader', line 8, column 4:`), and the server may name the file just above (`Cannot load
      // plugins/Name/config.yml`, the folder being the plugin's).
      const yaml =
        /^\s*at /.test(line) || line.length > 2000
          ? null
          : /(?:org\.yaml\.snakeyaml\.(?:parser\.ParserException|scanner\.ScannerException)|org\.bukkit\.configuration\.InvalidConfigurationException):? ?(.{0,160})/.exec(
              line,
            );
      if (yaml) return yamlHit(ctx, index, yaml[0].replace(/^(?:[\w$]+\.)+/, '').trim());
      // The exception line itself, with no config code of a mod below it: a JSON file that stopped the start.
      if (!/^\s*at /.test(line)) {
        const e = /(?:JsonSyntaxException|MalformedJsonException)(?::\s*(.{0,200}))?/.exec(line);
        if (!e || !isCrashHeadline(ctx, index)) return null;
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 40); i++) {
          const f = FRAME.exec(ctx.log.line(i));
          if (f && /config/i.test(f[1]!.replace(/^.*\./, '') + f[2]!) && !foreignClass(f[1]!)) return null;
        }
        // The parser was called right from a mod's own code (only the JVM's and the parser's frames between): the
        // file that mod reads for itself (its settings, its saved lists) is the malformed one.
        const reader = ownReaderBelow(ctx, index);
        if (reader)
          return messageHit({
            key: reader.pkg,
            lines: [index, reader.line],
            mods: [reader.mod],
            confidence: 0.7,
            message: {
              id: 'modConfigUnreadable',
              params: {
                mod: `'${reader.mod}'`,
                class: reader.pkg,
                what: reader.what,
                error: e[0].trim().slice(0, 200),
              },
            },
          });
        return messageHit({
          key: 'json',
          lines: [index],
          confidence: 0.6,
          message: { id: 'jsonUnreadable', params: { error: e[0].trim().slice(0, 200) } },
        });
      }
      const frame = FRAME.exec(line);
      if (!frame) return null;
      const [, cls, method] = frame as unknown as [string, string, string];
      const simple = cls.replace(/^.*\./, '');
      if (!/config/i.test(simple + method) || foreignClass(cls) || PARSER_CLASS.test(cls)) return null;
      const header = exceptionAbove(ctx, index);
      if (header < 0) return null;
      // Every frame between the exception and this one is the JVM's or a parser's: this is the mod's first frame.
      const pkg = cls.includes('.') ? cls.slice(0, cls.lastIndexOf('.')) : cls;
      for (let i = header + 1; i < index; i++) {
        const f = FRAME.exec(ctx.log.line(i));
        if (!f) return null;
        if (!(isLauncherClass(f[1]!) || PARSER_CLASS.test(f[1]!) || f[1]!.startsWith(`${pkg}.`))) return null;
      }
      const headText = ctx.log.line(header);
      const parse = CONFIG_PARSE_ERRORS.exec(headText);
      // A class or member the mod's config code cannot link (`NoClassDefFoundError: org/yaml/snakeyaml/Yaml`) is code
      // that does not match what is installed, not a file it cannot read: the linkage rules (no-class-def,
      // no-such-method) explain it.
      if (
        !parse &&
        /\b(?:NoClassDefFoundError|ClassNotFoundException|NoSuchMethodError|NoSuchFieldError|AbstractMethodError|IncompatibleClassChangeError)\b/.test(
          headText,
        )
      )
        return null;
      // Any failure inside a parser, or a failure in the mod's own method that reads or loads a config.
      if (
        !parse &&
        !/(?:read|load|pars|deserial)\w*config|config\w*(?:read|load|pars)|^(?:read|load|parse)/i.test(method)
      )
        return null;
      if (!parse && !/config/i.test(simple + method)) return null;
      const error = /((?:[\w$]+\.)*[\w$]*(?:Exception|Error)\b.{0,200})/.exec(headText)?.[1] ?? headText.trim();
      const { listed, word } = modOfPackage(pkg, ctx);
      return messageHit({
        key: pkg,
        lines: [header, index],
        ...(listed ? { mods: [listed] } : {}),
        confidence: parse ? 0.75 : 0.6,
        message: {
          id: 'modConfigUnreadable',
          params: {
            mod: listed ? `'${listed}'` : `'${word}'`,
            class: pkg,
            what: `${simple}.${method}`,
            error: error
              .replace(/^Caused by: /, '')
              .trim()
              .slice(0, 200),
          },
        },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'shader-pack-compile',
    row: 0,
    title: 'The shader pack fails to compile',
    severity: 'error',
    advice: 'Turn the shader pack off, then use a version of it made for this Iris/Oculus version and graphics driver.',
    confidence: 0.8,
    triggers: [
      'shader for program',
      'Shader compilation failed',
      'Shader program linking failed',
      'Failed to link program',
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      // Iris/Oculus compile the pack's programs (`composite.fsh`, `gbuffers_terrain.vsh`); a failure names the program,
      // or the next frames are the shader loader's own code.
      const program = /shader for program ([\w./-]{1,80}\.(?:fsh|vsh|gsh|csh|tcs|tes))/.exec(line)?.[1];
      let loader: string | null = null;
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 6); i++) {
        const m =
          /\bat (?:[\w.$-]+\/\/)?(net\.coderbot\.iris|net\.irisshaders\.iris|net\.coderbot\.oculus|net\.irisshaders\.oculus|net\.optifine|net\.minecraft\.src\.Shaders)\./.exec(
            ctx.log.line(i),
          );
        if (m) {
          loader = /oculus/.test(m[1]!) ? 'Oculus' : /optifine|src\.Shaders/.test(m[1]!) ? 'OptiFine' : 'Iris';
          break;
        }
      }
      if (!program && !loader) return null;
      // Iris reports a pack it could not load and goes on with vanilla rendering: then it is no crash.
      const fellBack = [index - 1, index - 2].some((i) => i >= 0 && /falling back to vanilla/i.test(ctx.log.line(i)));
      return messageHit({
        key: 'shader',
        lines: [index],
        severity: fellBack ? 'warning' : 'error',
        message: {
          id: 'shaderPackCompile',
          params: {
            what: program ?? '',
            loader: loader ?? 'Iris',
            error: messageOf(line)
              .replace(/^Caused by: /, '')
              .slice(0, 200),
          },
        },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'kubejs-script-error',
    row: 0,
    title: 'KubeJS script error',
    severity: 'error',
    advice: 'Fix the script line named above in the kubejs folder, then reload or restart.',
    confidence: 0.8,
    triggers: [
      '.js#',
      'EcmaError',
      'EvaluatorException',
      'JavaScriptException',
      'Error loading KubeJS script',
      'script syntax errors',
    ],
    match(_ctx, index, line) {
      // KubeJS's own stop (`There were KubeJS startup script syntax errors! See logs/kubejs/startup.log …`): the
      // script and line are only in that log, which the finding names.
      const stop =
        /There were (?:KubeJS )?(startup|server|client) script syntax errors!?(?: See ([\w./\\-]+\.(?:log|txt)))?/.exec(
          line,
        );
      if (stop) {
        const kind = stop[1]!;
        return messageHit({
          key: `syntax:${kind}`,
          mods: ['kubejs'],
          names: { kubejs: 'KubeJS' },
          lines: [index],
          confidence: 0.75,
          message: { id: 'kubejsScriptErrors', params: { kind, log: stop[2] ?? `logs/kubejs/${kind}.log` } },
        });
      }
      // KubeJS 6 writes `Error loading KubeJS script: startup_scripts:script.js: Line 5: …` (its own kind prefix and
      // a `Line N:` instead of Rhino's `#N`); older builds write the bare file name.
      const at =
        scriptAt(line) ??
        /Error loading KubeJS script: (?:(startup|server|client)_scripts:)?([\w./-]{1,200}\.js)(?::\s*Line (\d+))?/.exec(
          line,
        );
      if (!at) return null;
      const file = `${at[1] ? `${at[1]}_scripts/` : ''}${at[2]}`;
      const lineNo = at[3] ?? '';
      const error = messageOf(line)
        .replace(/^[!\s]+/, '')
        .replace(/^Error loading KubeJS script:\s*/, '')
        .replace(/^(?:\w+_scripts:)?[\w./-]+\.js(?:#\d+|:\s*Line \d+)?:\s*/, '')
        .replace(/\.$/, '')
        .slice(0, 240);
      return messageHit({
        key: `${file}#${lineNo}`,
        mods: ['kubejs'],
        names: { kubejs: 'KubeJS' },
        lines: [index],
        message: { id: 'kubejsScript', params: { file, line: lineNo, error } },
      });
    },
    // The script error is why KubeJS failed its loading phase (Forge's `KubeJS (kubejs) encountered an error …`).
    supersedes: ['stack-culprit', 'forge-mod-crash'],
  },
  {
    id: 'crafttweaker-script-error',
    row: 0,
    title: 'CraftTweaker script error',
    severity: 'error',
    advice: 'Fix the script line named above in the scripts folder, then restart.',
    confidence: 0.8,
    triggers: ['.zs:', '.zs}:'],
    match(ctx, index, line) {
      const at = zenScriptAt(line);
      if (!at) {
        const bad = zenLineError(line);
        if (!bad) return null;
        // CraftTweaker is named only with a line that names it (its `[crafttweaker | SIDE_…]` script loading above).
        let named = -1;
        for (let i = index - 1; i >= Math.max(0, index - 30) && named < 0; i--)
          if (/crafttweaker/i.test(ctx.log.line(i))) named = i;
        // One finding per script: its first bad line (the others usually repeat the same mistake).
        return textHit({
          key: `line:${bad.file}`,
          ...(named >= 0 ? { mods: ['crafttweaker'], names: { crafttweaker: 'CraftTweaker' } } : {}),
          texts: {
            title: M.zenLineErrorTitle({ file: bad.file, line: bad.line }),
            detail: M.zenLineError(bad),
            advice: M.zenLineErrorAdvice({ file: bad.file }),
          },
          lines: named >= 0 ? [named, index] : [index],
        });
      }
      return messageHit({
        key: `${at.file}#${at.line}`,
        mods: ['crafttweaker'],
        names: { crafttweaker: 'CraftTweaker' },
        lines: [index],
        message: { id: 'crafttweakerScript', params: { file: at.file, line: at.line, error: at.error } },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // An error screen retyped by hand in lower case (`java.lang.nosuchmethoderror: "float com.author.modid.item.x.m_1()"`,
    // a phone's words for a screenshot): the rules that read the real error's exact case never see it. The class or
    // method it names is read the same way, its package spelling the mod whose code failed (a guess from a name, said
    // so); without a readable package nothing is named. Pasted errors keep their case and never reach here.
    id: 'retyped-linkage-error',
    row: 0,
    title: 'A retyped error: a mod built for other versions',
    severity: 'error',
    advice:
      'Update the mod named to its build for this game and its dependencies; paste the full crash report or log next time.',
    confidence: 0.6,
    triggers: [
      'java.lang.nosuchmethoderror',
      'java.lang.nosuchfielderror',
      'java.lang.noclassdeffounderror',
      'java.lang.classnotfoundexception',
    ],
    match(_ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const m =
        /java\.lang\.(nosuchmethoderror|nosuchfielderror|noclassdeffounderror|classnotfoundexception)\W{1,4}(?:[a-z]{1,10} )?([a-z_][\w$]{0,60}(?:[./][\w$]{1,80}){2,14})/.exec(
          line.slice(0, 2000),
        );
      if (!m) return null;
      const linkage = m[1] === 'nosuchmethoderror' || m[1] === 'nosuchfielderror';
      const path = m[2]!.replace(/\//g, '.');
      // A missing method's or field's owner is the path without its last word.
      const owner = linkage ? path.replace(/\.[^.]+$/, '') : path;
      if (loaderOfClass(owner) || isLauncherClass(owner) || /^(?:java|javax|jdk|sun)\./.test(owner)) return null;
      const mod = modIdOfClass(owner);
      if (mod === null || mod === 'minecraft') return null;
      return textHit({
        key: `retyped:${path}`,
        mods: [mod],
        texts: {
          detail: M.retypedLinkageError({ error: m[1]!, target: path, mod, kind: linkage ? 'member' : 'class' }),
          advice: M.retypedLinkageErrorAdvice({ mod }),
        },
        lines: [index],
      });
    },
  },
];

/**
 * A CraftTweaker script error in `line`: CraftTweaker 1.12's parser (`Error parsing crafting.zs:13 -- ] or ,
 * expected`, in crafttweaker.log or the chat) or ZenCode's (`eyes.zs:36:4: eyes.zs:36:4: Could not combine …`, logged
 * as an ERROR by CraftTweaker-ZenCode in 1.14+), as the script, its line and the error.
 */
function zenScriptAt(line: string): { file: string; line: string; error: string } | null {
  const parsing = /Error parsing ([\w ./\\-]{1,200}?\.zs):(\d+)\s*--\s*(.{1,200})/.exec(line);
  if (parsing) return { file: parsing[1]!.trim(), line: parsing[2]!, error: parsing[3]!.trim() };
  // CraftTweaker 1.12's error for a script that compiled into broken code, without a line (`Error executing
  // {[90:crafttweaker]: vanilla.zs}: Truncated class file`; the loader's priority and name come first).
  const executing = /Error (?:executing|loading) \{\[-?\d+:[\w-]+\]: ([^{}\r\n]{1,200}?\.zs)\}:\s*(.{1,200})/.exec(
    line,
  );
  if (executing) return { file: executing[1]!.trim(), line: '', error: executing[2]!.trim() };
  if (!/ZenCode|ERROR/.test(line)) return null;
  const zen = /(?:^|[\s\]:])([\w./\\-]{1,200}\.zs):(\d+):\d+:\s+(?:[\w./\\-]{1,200}\.zs:\d+:\d+:\s+)?(.{1,200})/.exec(
    line,
  );
  return zen ? { file: zen[1]!, line: zen[2]!, error: zen[3]!.trim() } : null;
}

/**
 * CraftTweaker 1.12's error about one line of a script that still loaded (`ERROR: recipes.zs:7: Could not resolve
 * <modid:item>` in the chat, `[INITIALIZATION][SERVER][ERROR] recipes.zs:7: …` in crafttweaker.log): the script, its
 * line and the error. The file name may be in any script (`無盡催化劑.zs`).
 */
function zenLineError(line: string): { file: string; line: string; error: string } | null {
  if (!/ERROR/.test(line)) return null;
  const m = /(?:^|[\s\]:])([^\s:<>[\]]{1,200}\.zs):(\d+)(?:\s*>\s*\d+)?:\s+(.{1,200})/.exec(line);
  if (!m || /^\d+:/.test(m[3]!)) return null;
  return { file: m[1]!, line: m[2]!, error: m[3]!.trim() };
}

/**
 * `startup_scripts:blocks.js#12` in `line`, as [whole, kind, file, line number], found from the first `.js#` backwards
 * (a long line of dotted names would make a forward pattern retry from every position).
 */
function scriptAt(line: string): [string, string | undefined, string, string] | null {
  const hash = line.indexOf('.js#');
  if (hash < 0) return null;
  const number = /^#(\d+)/.exec(line.slice(hash + 3, hash + 16))?.[1];
  const name = /(?:(startup|server|client)_scripts:)?([\w./-]{1,200})$/.exec(line.slice(Math.max(0, hash - 240), hash));
  if (!number || !name) return null;
  return [`${name[0]}.js#${number}`, name[1], `${name[2]}.js`, number];
}

/** The mod id a config file name points at (`sodium-options.json` → sodium, `create-common.toml` → create). */
export function modOfConfigFile(file: string, ctx: RuleContext): string | null {
  const base = file
    .replace(/^.*[\\/]/, '')
    .replace(/\.(?:json5?|toml|cfg|properties|yml|yaml|conf|txt)$/i, '')
    .toLowerCase();
  const tokens = base.split(/[-_.]/).filter((t) => t.length > 1);
  const joined = [base, base.replace(/[-_.](?:common|client|server|options|config|settings)$/, ''), ...tokens];
  for (const candidate of joined) {
    if (ctx.facts.mods.has(candidate)) return candidate;
    const lib = libraryOfId(candidate);
    if (lib) return lib.ids[0]!;
  }
  return tokens[0] && !/^(?:config|options|common|client|server)$/.test(tokens[0]) ? tokens[0] : null;
}

/** A malformed YAML file reported at `index`: where the parser stopped and the file when a line names it. */
function yamlHit(ctx: RuleContext, index: number, error: string): RuleHit {
  const lines = [index];
  let at: RegExpExecArray | null = null;
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 12); i++) {
    const m = /in '(?:reader|string)', line (\d+), column (\d+)/.exec(ctx.log.line(i));
    if (m) [at, lines[1]] = [m, i];
  }
  let file = '';
  for (let i = Math.max(0, index - 3); i <= index && !file; i++) {
    const f = /((?:plugins|config)[\\/][^\s'"`:,;()]{1,200}\.ya?ml)\b/.exec(ctx.log.line(i));
    if (f) [file] = [f[1]!.replace(/\\/g, '/')];
    if (f && i !== index) lines.unshift(i);
  }
  const plugin = /^plugins\/([^/]+)\//.exec(file)?.[1] ?? '';
  return messageHit({
    key: `yaml:${file}`,
    lines,
    ...(plugin ? { mods: [plugin] } : {}),
    confidence: 0.7,
    message: {
      id: 'yamlUnreadable',
      params: { file, error: error.slice(0, 200), line: at?.[1] ?? '', column: at?.[2] ?? '', plugin },
    },
  });
}

/** Parser exceptions of the config formats mods use (Gson, NightConfig, Jankson, SnakeYAML, TOML4J). */
export const CONFIG_PARSE_ERRORS =
  /(JsonSyntaxException|MalformedJsonException|JsonParseException|ParsingException|SyntaxError|TomlParseException|IllegalStateException: Not a JSON Object|ParserException|ScannerException|JsonIOException)(?::\s*(.{0,200}))?/;

/** A config parse failure near `index`: the file named within a few lines and the parser's error. */
export function configParseHit(ctx: RuleContext, index: number): RuleHit | null {
  let file: string | null = null;
  let error: string | null = null;
  const lines: number[] = [];
  for (let i = Math.max(0, index - 3); i < Math.min(ctx.log.lineCount, index + 4); i++) {
    const text = ctx.log.line(i);
    // Every spelling the pattern takes holds `config`: a line without it is not searched (spam traces repeat this).
    const f = text.includes('config')
      ? /((?:config|defaultconfigs|serverconfig)[\\/][^\s'"`,;:()]+\.(?:json5?|toml|cfg|properties|ya?ml|conf))/.exec(
          text,
        )
      : null;
    if (f && file === null) {
      file = f[1]!.replace(/\\/g, '/');
      lines.push(i);
    }
    const e = CONFIG_PARSE_ERRORS.exec(text);
    if (e && error === null && !/^\s*at /.test(text)) {
      error = e[0].trim().slice(0, 200);
      if (!lines.includes(i)) lines.push(i);
    }
  }
  if (file === null || error === null) return null;
  const mod = modOfConfigFile(file, ctx);
  if (mod === null)
    return messageHit({ key: file, lines, message: { id: 'configParseNoMod', params: { file, error } } });
  return messageHit({
    key: file,
    lines,
    mods: [mod],
    message: { id: 'configParse', params: { file, mod: `'${mod}'`, error } },
  });
}

/** The id a mod's shown name most likely stands for (`Roughly Enough Items` → `roughlyenoughitems`), or '' for none. */
function idOfName(name: string): string {
  const id = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return id.length >= 3 ? id : '';
}
