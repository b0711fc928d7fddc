import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import { InstanceMessages, warningFields } from './instanceMessages';
import { FormatMessages } from '../formats/formatMessages';
import type { Instance, InstanceLayout, Loader, LoaderType } from '../model/instance';
import { isDirectory, isFile } from './fsProbe';
import { iniBoolean, iniValue, parseIni } from '../formats/iniFile';
import { detectSide } from './instanceSide';
import { asNumber, asRecord, asText, parseJsonText } from '../formats/jsonText';
import { decodingWarning, readFailureNote, readTextFile } from '../formats/textDecoding';

/** `mmc-pack.json` component uids that are mod loaders (Prism's `Component::KNOWN_MODLOADERS`). */
const LOADER_UIDS: ReadonlyArray<[string, LoaderType]> = [
  ['net.fabricmc.fabric-loader', 'fabric'],
  ['org.quiltmc.quilt-loader', 'quilt'],
  ['net.minecraftforge', 'forge'],
  ['net.neoforged', 'neoforge'],
  ['com.mumfrey.liteloader', 'liteloader'],
];

/**
 * Reads a Prism Launcher / MultiMC instance rooted at `dir` (the folder holding `instance.cfg`);
 * null when there is no `instance.cfg`.
 *
 * Game folder: `.minecraft` only when it exists and `minecraft` does not, else `minecraft`
 * (Prism's `MinecraftInstance::gameRoot`). Layout: `prism` when the launcher's data folder two
 * levels up holds `prismlauncher.cfg`, `multimc` when it holds `multimc.cfg`; otherwise `prism`
 * for a `minecraft/` game folder (what Prism creates) and `multimc` for `.minecraft/` (what
 * MultiMC and PolyMC created). Memory is reported only when `OverrideMemory=true`, because
 * otherwise the launcher's global setting applies and is not stored in the instance.
 */
export async function readPrismInstance(dir: string, id: string): Promise<Instance | null> {
  const cfgFile = path.join(dir, 'instance.cfg');
  if (!(await isFile(cfgFile))) return null;
  const warnings: Message[] = [];

  let cfg = parseIni('', 'instance.cfg');
  try {
    const decoded = await readTextFile(cfgFile);
    cfg = parseIni(decoded.text, 'instance.cfg');
    const note = decodingWarning('instance.cfg', decoded);
    if (note) warnings.push(note);
  } catch (error) {
    warnings.push(readFailureNote('instance.cfg', error));
  }
  warnings.push(...cfg.warnings);

  const dotGame = path.join(dir, '.minecraft');
  const plainGame = path.join(dir, 'minecraft');
  const useDot = (await isDirectory(dotGame)) && !(await isDirectory(plainGame));
  const gameDir = useDot ? dotGame : plainGame;

  const packFile = path.join(dir, 'mmc-pack.json');
  const pack = await readPack(packFile);
  if (!pack.exists) await readLegacyMultiMc(dir, iniValue(cfg, 'IntendedVersion'), pack);
  warnings.push(...pack.warnings);

  const overrideMemory = iniBoolean(iniValue(cfg, 'OverrideMemory')) === true;
  const memory = (key: string): number | null => {
    if (!overrideMemory) return null;
    const value = asNumber(iniValue(cfg, key));
    return value !== null && value > 0 ? Math.trunc(value) : null;
  };

  return {
    id,
    name: iniValue(cfg, 'name')?.trim() || path.basename(path.resolve(dir)),
    layout: await prismOrMultiMc(dir, useDot),
    root: dir,
    gameDir,
    manifest: pack.exists ? packFile : cfgFile,
    minecraft: pack.minecraft,
    loader: pack.loader,
    side: await detectSide(gameDir),
    javaMajor: null,
    maxMemoryMiB: memory('MaxMemAlloc'),
    minMemoryMiB: memory('MinMemAlloc'),
    ...warningFields(warnings),
  };
}

async function prismOrMultiMc(dir: string, useDot: boolean): Promise<InstanceLayout> {
  const dataDir = path.dirname(path.dirname(path.resolve(dir)));
  if (await isFile(path.join(dataDir, 'prismlauncher.cfg'))) return 'prism';
  if (await isFile(path.join(dataDir, 'multimc.cfg'))) return 'multimc';
  return useDot ? 'multimc' : 'prism';
}

const MMC_PACK_MISSING = InstanceMessages.mmcPackMissing({});
const MISSING_FILE = FormatMessages.missing({ file: '' });

interface PackFacts {
  exists: boolean;
  minecraft: string | null;
  loader: Loader | null;
  warnings: Message[];
}

/**
 * MultiMC before 0.6 had no `mmc-pack.json`: the Minecraft version was `IntendedVersion` in
 * `instance.cfg` and loaders were `patches/<uid>.json` files with a `version` field.
 */
async function readLegacyMultiMc(dir: string, intended: string | null, pack: PackFacts): Promise<void> {
  pack.minecraft = intended?.trim() || null;
  for (const [uid, type] of LOADER_UIDS) {
    const file = path.join(dir, 'patches', `${uid}.json`);
    if (!(await isFile(file))) continue;
    try {
      const parsed = parseJsonText((await readTextFile(file)).text, `patches/${uid}.json`);
      pack.warnings.push(...parsed.warnings);
      pack.loader = { type, version: asText(asRecord(parsed.value)?.['version']) };
    } catch (error) {
      pack.warnings.push(readFailureNote(`patches/${uid}.json`, error));
      pack.loader = { type, version: null };
    }
    if (type !== 'liteloader') break;
  }
  if (pack.minecraft !== null) {
    pack.warnings = pack.warnings.map((w) =>
      w.id === MMC_PACK_MISSING.id || (w.id === MISSING_FILE.id && w.params['file'] === 'mmc-pack.json')
        ? InstanceMessages.mmcPackMissingOld({})
        : w,
    );
  }
}

async function readPack(file: string): Promise<PackFacts> {
  const facts: PackFacts = { exists: false, minecraft: null, loader: null, warnings: [] };
  let text: string;
  try {
    const decoded = await readTextFile(file);
    text = decoded.text;
    const note = decodingWarning('mmc-pack.json', decoded);
    if (note) facts.warnings.push(note);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    facts.warnings.push(code === 'ENOENT' ? MMC_PACK_MISSING : readFailureNote('mmc-pack.json', error));
    return facts;
  }
  facts.exists = true;
  const parsed = parseJsonText(text, 'mmc-pack.json');
  facts.warnings.push(...parsed.warnings);
  const components = asRecord(parsed.value)?.['components'];
  if (!Array.isArray(components)) {
    facts.warnings.push(InstanceMessages.mmcPackNoComponents({}));
    return facts;
  }
  const loaders: Loader[] = [];
  for (const entry of components) {
    const component = asRecord(entry);
    if (!component || component['disabled'] === true) continue;
    const uid = asText(component['uid']);
    const version = asText(component['version']) ?? asText(component['cachedVersion']);
    if (uid === 'net.minecraft') facts.minecraft = version;
    const loader = LOADER_UIDS.find(([loaderUid]) => loaderUid === uid);
    if (loader) loaders.push({ type: loader[1], version });
  }
  // LiteLoader runs on top of Forge, so the pair is normal and Forge is the instance's loader.
  const primary = loaders.filter((loader) => loader.type !== 'liteloader');
  if (primary.length > 1) {
    facts.warnings.push(
      InstanceMessages.mmcPackSeveralLoaders({
        loaders: primary.map((l) => l.type).join(', '),
        used: primary[0]!.type,
      }),
    );
  }
  facts.loader = primary[0] ?? loaders[0] ?? null;
  return facts;
}
