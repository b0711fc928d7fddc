import { messageHit, textHit, type CrashRule, type RuleContext, type RuleHit } from './crashRule';
import { exceptionTextIn } from '../logs/exceptionTextIn';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';

/**
 * Rules about the mod files themselves, as the loaders and the JVM report them when a jar cannot be used at all: a
 * damaged zip (`zip END header not found`), a jar in mods/ that is no mod for this loader (no `mods.toml`, an
 * invalid `mods.toml` or `fabric.mod.json`), and a mod that registers content after the registries froze.
 */

/**
 * A jar's file name (the last path part) in `text`: `[…\mods\x-1.0.jar]`, `Zip file x.jar`, `in the jar C:\…\x.jar`.
 * Found from each `.jar` (at most eight) backwards, so a long line costs linear time.
 */
function jarIn(text: string): string | null {
  let from = 0;
  for (let n = 0; n < 8; n++) {
    const at = text.indexOf('.jar', from);
    if (at < 0) return null;
    from = at + 4;
    if (/[\w.-]/.test(text.charAt(at + 4)) && !/\.jar[!%]/.test(text.slice(at, at + 5))) continue;
    // `Error analyzing [C:\a b\mods\x.jar]` may hold spaces; otherwise the name runs back to a space or bracket.
    const head = text.slice(Math.max(0, at - 400), at);
    const bracket = /\[([^\][]{1,400})$/.exec(head);
    const name =
      (bracket && /Error analyzing $/.test(head.slice(0, head.length - bracket[0].length)) ? bracket[1] : null) ??
      /([^\s'"[\]()]{1,300})$/.exec(head)?.[1];
    if (name) return `${name}.jar`.replace(/^.*[\\/]/, '');
  }
  return null;
}

/** The mod id a jar name suggests (`replaymod-1.18.1-2.6.3.jar` → replaymod); the analyzer names it only if logged. */
export function idOfJar(file: string): string {
  return (
    file
      .replace(/\.jar$/i, '')
      .replace(/^\[[^\]]*\]/, '')
      .split(/[-_+ ](?=(?:mc|MC|v|V|fabric|forge|neoforge|quilt)?\d)/)[0]!
      // A version glued to the name (`origins-plus-plus1.7.2`, `quark-r2.2`) is no part of the id; a digit inside it
      // is (`mc2discord`).
      .replace(/(?:[-_][rRvV]|(?<=[A-Za-z]))\d+(?:\.\d+)+$/, '')
      .replace(/[-_](?:fabric|forge|neoforge|quilt)$/i, '')
      .toLowerCase()
  );
}

/** A damaged zip as the JDK words it: only these messages (a region file's damage is world-corrupt's). */
const ZIP_DAMAGE =
  /zip END header not found|invalid END header|invalid LOC header|invalid CEN header|error in opening zip file|zip file is empty|probably a corrupt zip|failed to read properly/;

/** The frames of the game, the loaders and the JDK: a registration from there is no mod's own. */
const PLATFORM =
  /^(?:java|javax|jdk|sun|com\.sun|net\.minecraft|com\.mojang|net\.minecraftforge|net\.neoforged|cpw\.mods|net\.fabricmc|org\.quiltmc|org\.spongepowered|com\.llamalad7|org\.lwjgl|com\.google|org\.apache|it\.unimi|dev\.architectury|org\.embeddedt|Not Enough Crashes)\b/;

/** The first own frame of the exception block around `index`: its outermost exception first (where the mod started). */
function firstModFrame(ctx: RuleContext, index: number): { cls: string; line: number } | null {
  let top = index;
  for (let i = index - 1; i >= Math.max(0, index - 60); i--) {
    const text = ctx.log.line(i);
    if (/^\s*(?:at |\.\.\. \d+ more|Caused by:)|(?:Exception|Error)(?::|\s*$)/.test(text)) top = i;
    else break;
  }
  for (let i = top; i < Math.min(ctx.log.lineCount, index + 40); i++) {
    const frame = /^\s*at (?:[\w.-]+\/+)?(?:[\w.@-]+\/+)?([\w$]+(?:\.[\w$]+)+)\.[\w$<>]+\(/.exec(ctx.log.line(i))?.[1];
    if (frame && !PLATFORM.test(frame)) return { cls: frame, line: i };
  }
  return null;
}

/** The mod a class's package names when the log lists it (by any of its package parts), else its package. */
function ownerOfClass(ctx: RuleContext, cls: string): { mod: string | null; where: string } {
  const parts = cls.split('.');
  const pkg = parts.slice(0, Math.min(parts.length - 1, 3)).join('.');
  for (const p of parts.slice(0, -1)) {
    const lower = p.toLowerCase();
    if (ctx.facts.mods.has(lower)) return { mod: lower, where: pkg };
    for (const jar of ctx.installed ?? []) {
      if (jar.packages.some((q) => cls.startsWith(`${q}.`)) && jar.mods[0]) return { mod: jar.mods[0].id, where: pkg };
    }
  }
  return { mod: null, where: pkg };
}

export const modFileRules: CrashRule[] = [
  {
    id: 'jar-damaged',
    row: 0,
    title: 'A mod jar is damaged',
    severity: 'error',
    advice: 'Download the jar named above again (or open each jar with a zip tool to find the damaged one).',
    confidence: 0.9,
    triggers: [
      'zip END header not found',
      'invalid END header',
      'invalid LOC header',
      'invalid CEN header',
      'error in opening zip file',
      'zip file is empty',
      'probably a corrupt zip',
      'failed to read properly',
    ],
    match(ctx, index, line) {
      if (!ZIP_DAMAGE.test(line) || /^\s*at /.test(line) || /\.mca\b|region[\\/]/.test(line)) return null;
      // A Bukkit server's plugin jar (`Could not load 'plugins/X.jar' in folder 'plugins'` above): server-plugin's.
      for (let i = index; i >= Math.max(0, index - 16); i--) {
        const text = ctx.log.line(i);
        if (text.length <= 2000 && /Could not load '[^']{1,300}' in folder '/.test(text)) return null;
      }
      // The jar is on the line, or on an `Error analyzing [x.jar]` / `Zip file x.jar …` line a few lines away.
      let file = jarIn(line);
      const lines = [index];
      for (let d = 1; file === null && d <= 6; d++) {
        for (const i of [index + d, index - d]) {
          if (i < 0 || i >= ctx.log.lineCount || file !== null) continue;
          const text = ctx.log.line(i);
          if (/Error analyzing \[|Zip file |in the jar |failed to read properly/.test(text)) {
            file = jarIn(text);
            if (file !== null) lines.push(i);
          }
        }
      }
      // `Zip file x.jar failed to read properly` names the file; the JDK's own words are on the next line.
      const below = ZIP_DAMAGE.exec(ctx.log.line(index + 1))?.[0];
      const error = /failed to read properly/.test(line) && below ? below : ZIP_DAMAGE.exec(line)![0];
      if (error === below) lines.push(index + 1);
      if (file === null)
        return messageHit({ key: 'jar', lines, message: { id: 'jarDamagedUnnamed', params: { error } } });
      return messageHit({
        key: file,
        mods: [idOfJar(file)],
        lines,
        message: { id: 'jarDamaged', params: { file, error } },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'jar-not-for-loader',
    row: 0,
    title: 'A jar in mods/ is no mod for this loader or Minecraft version',
    severity: 'warning',
    advice: 'Remove the jar named above, or get its build for this loader and Minecraft version.',
    confidence: 0.6,
    triggers: [
      'is missing mods.toml file',
      'is missing neoforge.mods.toml file',
      'InvalidModFileException',
      'Error reading fabric.mod.json',
      'Error reading quilt.mod.json',
      'is for Minecraft Forge or an older version of NeoForge',
      'Missing License Information in file',
      'mods.toml missing metadata for modid',
      'mod and cannot be loaded',
    ],
    match(ctx, index, line): RuleHit | null {
      // Forge 1.16.2+ refuses a jar whose mods.toml has no `license` (one built for an older Forge):
      // `Missing License Information in file Mod File: …/name.jar` (the error screen, the crash report, the log).
      const license = /Missing License Information in file (?:Mod File:?\s*)?(.+?\.jar)\b/.exec(line);
      if (license) {
        const file = license[1]!.replace(/^.*[\\/]/, '').trim();
        return messageHit({
          key: file,
          severity: 'error',
          confidence: 0.85,
          mods: [idOfJar(file)],
          lines: [index],
          message: {
            id: 'jarMetadataInvalid',
            params: { file, metadata: 'mods.toml', error: 'Missing License Information' },
          },
        });
      }
      // A mods.toml whose [[mods]] entry lacks what Forge needs for the id it declares (or that declares none: `null`).
      const noMeta = /mods\.toml missing metadata for modid ([\w.-]+)/.exec(line);
      if (noMeta) {
        const id = noMeta[1] === 'null' ? '' : noMeta[1]!;
        return textHit({
          key: `meta:${noMeta[1]}`,
          severity: 'error',
          confidence: 0.8,
          mods: id ? [id] : [],
          lines: [index],
          texts: { detail: M.tomlMissingMetadata({ id }), advice: M.tomlMissingMetadataAdvice({ id }) },
        });
      }
      // `File mods\\x.jar is a Fabric mod and cannot be loaded`: FancyModLoader refuses another loader's jar.
      const otherLoader = /File (.+?\.jar) is an? ([A-Z][\w]*) mod and cannot be loaded/.exec(line);
      if (otherLoader) {
        const file = otherLoader[1]!.replace(/^.*[\\/]/, '');
        return textHit({
          key: file,
          mods: [idOfJar(file)],
          lines: [index],
          texts: {
            detail: M.jarForOtherLoader({ file, loader: otherLoader[2]! }),
          },
        });
      }
      // NeoForge 20.5+ skips a jar that has only Forge's (or an old NeoForge's) mods.toml.
      const forgeJar = /File (.+?\.jar) is for Minecraft Forge or an older version of NeoForge/.exec(line);
      if (forgeJar) {
        const file = forgeJar[1]!.replace(/^.*[\\/]/, '');
        return textHit({
          key: file,
          mods: [idOfJar(file)],
          lines: [index],
          texts: {
            title: M.jarForForgeTitle({ file }),
            detail: M.jarForForge({ file }),
            advice: M.jarForForgeAdvice({ file }),
          },
        });
      }
      const missing = /[Mm]od [Ff]ile:? (?:Mod File:? )?(.+?\.jar) is missing ((?:neoforge\.)?mods\.toml) file/.exec(
        line,
      );
      if (missing) {
        // The loaders' own library jars print this on every start: only a jar in a mods folder matters.
        if (!/[\\/]mods[\\/]/.test(missing[1]!) || /[\\/]libraries[\\/]/.test(missing[1]!)) return null;
        const file = missing[1]!.replace(/^.*[\\/]/, '');
        return messageHit({
          key: file,
          mods: [idOfJar(file)],
          lines: [index],
          message: { id: 'jarNotForLoader', params: { file, metadata: missing[2]! } },
        });
      }
      // NeoForge's `Missing required field mandatory in dependency` is neoforge-mandatory-field's (an old NeoForge).
      const invalid = /mandatory in dependency/.test(line)
        ? null
        : /InvalidModFileException: (.{1,200}?)\s*\((\S+?\.jar)\)/.exec(line);
      const metadata = /Error reading ((?:fabric|quilt)\.mod\.json) file for mod at:?\s*(.*)$/.exec(line);
      if (!invalid && !metadata) return null;
      let file = invalid ? invalid[2]!.replace(/^.*[\\/]/, '') : metadata![2] ? jarIn(metadata![2]) : null;
      const lines = [index];
      if (file === null && metadata) {
        const next = ctx.log.line(index + 1);
        file = jarIn(next);
        if (file !== null) lines.push(index + 1);
      }
      let error = invalid ? invalid[1]!.replace(/[.,]$/, '') : '';
      if (metadata) {
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4) && error === ''; i++) {
          const e = /(Missing required field[^.]*|Unsupported [^.]*|Expected [^.]*|Malformed [^.]*)/.exec(
            ctx.log.line(i),
          );
          if (e) {
            error = e[1]!;
            if (!lines.includes(i)) lines.push(i);
          }
        }
      }
      // `… file for mod at : Invalid mod id ${mod_id}:`: no path (a jar the loader could not even name), the reason
      // on the same line. Which jar it is, the log does not say: the finding says so, and names no mod.
      if (file === null && metadata && error === '') {
        const reason = /^\s*:?\s*(.{3,200}?)\s*:?\s*$/.exec(metadata[2] ?? '')?.[1] ?? '';
        if (!/[\\/]/.test(reason)) error = reason;
      }
      if (file === null && !metadata) return null;
      return messageHit({
        key: file ?? `unnamed:${error}`,
        severity: 'error',
        confidence: 0.85,
        mods: file ? [idOfJar(file)] : [],
        lines,
        message: {
          id: 'jarMetadataInvalid',
          params: { file: file ?? '', metadata: invalid ? 'mods.toml' : metadata![1]!, error },
        },
      });
    },
  },
  {
    id: 'registry-frozen',
    row: 0,
    title: 'A mod registers content too late',
    severity: 'error',
    advice: 'Update the mod named above (or report the crash to it); it registers after the game froze its registries.',
    confidence: 0.85,
    triggers: ['Registry is already frozen', 'register to a locked registry', 'Registry is frozen'],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      // The key being added names its mod (`ResourceKey[minecraft:item / examplemod:thing]`); else the mod's frame.
      const key = /ResourceKey\[[\w:/.-]+ \/ ([a-z0-9_.-]+):([\w/.-]+)\]/.exec(line);
      const frame = firstModFrame(ctx, index);
      const owner = frame ? ownerOfClass(ctx, frame.cls) : null;
      const mod = key && key[1] !== 'minecraft' ? key[1]! : (owner?.mod ?? null);
      const where = mod === null && owner ? owner.where : '';
      const lines = frame && mod !== key?.[1] ? [index, frame.line] : [index];
      return messageHit({
        key: `frozen:${mod ?? where}`,
        mods: mod ? [mod] : [],
        lines,
        stackFrom: index,
        message: {
          id: 'registryFrozen',
          params: { mod: mod ? `'${mod}'` : '', package: where, key: key ? `${key[1]}:${key[2]}` : '' },
        },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // A mixin loader's own check of the mods folder before the game starts (UniMixins: `Detected incompatible jars:
    // [mixingasm-v0.2.4.jar]`, then `The game will almost certainly crash!`): each jar is an older mixin loader or a
    // part the loader already holds, and the crash that follows comes from it, not from the mods in the stack.
    id: 'incompatible-jars-detected',
    row: 0,
    title: 'A loader found jars it cannot run with',
    severity: 'error',
    advice: 'Remove the jars named above from the mods folder.',
    confidence: 0.88,
    triggers: ['Detected incompatible jars: '],
    match(_ctx, index, line) {
      const list = /Detected incompatible jars: \[([^\]]{1,1000})\]/.exec(line)?.[1];
      const files = (list ?? '')
        .split(',')
        .map((f) => f.trim().replace(/^.*[\\/]/, ''))
        .filter((f) => /\.jar$/i.test(f));
      if (files.length === 0) return null;
      // The logger that printed the check (`[main/ERROR] [unimixins]: `) is the loader that found them.
      const by = /\] \[([\w.-]{2,40})\]: /.exec(line)?.[1] ?? '';
      return textHit({
        key: files.join(','),
        mods: files.map(idOfJar),
        lines: [index],
        texts: {
          title: M.incompatibleJarsTitle({ files: files.join(', '), by }),
          detail: M.incompatibleJars({ files: files.join(', '), by }),
          advice: M.incompatibleJarsAdvice({ files: files.join(', ') }),
        },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // A loader listing a jar it could not load and the exception (Kilt's `- x.jar failed to load! Exception:`): the
    // stack below is the loader's scan of that jar, so the jar failed, not the loader.
    id: 'mod-jar-load-failed',
    row: 0,
    title: 'The loader could not load a mod jar',
    severity: 'error',
    advice: 'Remove the jar named above, or get a build of it this loader supports.',
    confidence: 0.85,
    triggers: ['failed to load! Exception'],
    match(ctx, index, line) {
      const jar = /(?:^|[\s:-])([^\s\\/:]{1,200}\.jar) failed to load! Exception/.exec(line);
      if (!jar) return null;
      const file = jar[1]!;
      const lines = [index];
      let error = '';
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 3) && error === ''; i++) {
        const e = exceptionTextIn(ctx.log.line(i), 200);
        if (e) {
          error = e;
          lines.push(i);
        }
      }
      let kilt = false;
      for (let i = index; i >= Math.max(0, index - 40) && !kilt; i--)
        kilt = /\bin Kilt\b|xyz\.bluspring\.kilt\./.test(ctx.log.line(i));
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 12) && !kilt; i++)
        kilt = /xyz\.bluspring\.kilt\./.test(ctx.log.line(i));
      return textHit({
        key: file,
        mods: [idOfJar(file)],
        lines,
        texts: {
          title: M.loaderJarFailedTitle({ file, loader: kilt ? 'Kilt' : '' }),
          detail: M.loaderJarFailed({ file, error, loader: kilt ? 'Kilt' : '' }),
        },
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // A mod loaded from a developer's jar (`alpha-1.0-deobf.jar`, `alpha-1.0-dev.jar`, `-sources.jar`,
    // `-javadoc.jar`): named in a failing mod's section of a Forge crash report (`Mod File: …`), or on an error line. A
    // development build calls the game by the names of a development workspace, and a sources or javadoc jar holds no
    // code, so the mod's class loading errors and missing methods come from the file. A jar only listed among the
    // loaded mods is not blamed here: nothing shows it failed.
    id: 'developer-jar-installed',
    row: 0,
    title: 'A developer build of a mod is installed',
    severity: 'error',
    advice: 'Replace the jar with the normal release jar of the mod from its download page.',
    confidence: 0.95,
    triggers: ['-deobf.jar', '-dev.jar', '-sources.jar', '-javadoc.jar'],
    match(ctx, index, line) {
      const modFile = /^\s*Mod File: /.test(line);
      if (!modFile && !/(?:Exception|Error|[Ff]ailed)\b/.test(line)) return null;
      const file = jarIn(line);
      if (!file || !/-(?:deobf|dev|sources|javadoc)\.jar$/i.test(file)) return null;
      // The failing mod's section header (`-- MOD citadel --`) a few lines above names its id; else the jar does.
      let mod = idOfJar(file);
      for (let i = index - 1; i >= Math.max(0, index - 4); i--) {
        const id = /^-- MOD ([\w.-]{1,64}) --/.exec(ctx.log.line(i).trim())?.[1];
        if (id) {
          mod = id;
          break;
        }
      }
      return textHit({
        key: file,
        mods: [mod],
        lines: [index],
        texts: {
          title: M.devJarInstalledTitle({ mod }),
          detail: M.devJarInstalled({ mod, file }),
          advice: M.devJarInstalledAdvice({ mod, file }),
        },
      });
    },
  },
];
