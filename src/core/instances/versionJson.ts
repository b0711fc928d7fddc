import * as fs from 'node:fs';
import type { Message } from '../locale/messageCatalog';
import { InstanceMessages } from './instanceMessages';
import * as path from 'node:path';
import type { Loader, LoaderType } from '../model/instance';
import { asNumber, asRecord, asText, parseJsonText } from '../formats/jsonText';
import { decodingWarning, readFailureNote, readTextFile } from '../formats/textDecoding';

/** What a launcher version (`versions/<id>/<id>.json` plus its `inheritsFrom` parents) says. */
export interface VersionInfo {
  /** The version folder name. */
  id: string;
  /** The version JSON that was read (the folder's own). */
  jsonFile: string;
  minecraft: string | null;
  loader: Loader | null;
  javaMajor: number | null;
  mainClass: string | null;
  inheritsFrom: string | null;
  warnings: Message[];
}

/** Deep enough for loader → OptiFine → vanilla chains; deeper means a cycle or a broken folder. */
const MAX_INHERITANCE = 8;

interface ParsedVersion {
  json: Record<string, unknown> | null;
  file: string;
  warnings: Message[];
}

/**
 * Reads `versions/<id>/<id>.json` and follows `inheritsFrom` within the same `versions/` folder.
 * Returns null when the folder has no version JSON (so it is not a version). Never throws:
 * malformed or missing parents become warnings and the affected fields stay null.
 *
 * Minecraft version, in order (the order PCL uses, which also covers HMCL and the vanilla
 * launcher): `clientVersion`; HMCL's `patches[id=game].version`; the `--fml.mcVersion` game
 * argument; the parent's version when `inheritsFrom` is set (or `jar`, or the parent id when the
 * parent is not installed); the Minecraft version inside Forge/intermediary library coordinates;
 * `jar`; and, for a JSON with no parent and no loader, its own `id`.
 * The loader is taken from the nearest JSON in the chain that names one (libraries, then game
 * arguments, then the main class).
 */
export async function readVersionJson(versionsDir: string, id: string): Promise<VersionInfo | null> {
  const own = await readOwnVersion(path.join(versionsDir, id), id);
  if (!own) return null;
  const warnings = [...own.warnings];
  const chain: Array<Record<string, unknown> | null> = [own.json];
  const visited = new Set<string>([id]);
  let parentId = asText(own.json?.['inheritsFrom']);
  let topAncestor: string | null = null;
  while (parentId !== null) {
    topAncestor = parentId;
    if (visited.has(parentId)) {
      warnings.push(InstanceMessages.inheritanceLoop({ id, parent: parentId }));
      break;
    }
    if (chain.length > MAX_INHERITANCE) {
      warnings.push(InstanceMessages.inheritanceTooDeep({ id, levels: String(MAX_INHERITANCE) }));
      break;
    }
    visited.add(parentId);
    const parent = await readOwnVersion(path.join(versionsDir, parentId), parentId);
    if (!parent) {
      warnings.push(InstanceMessages.parentNotInstalled({ id, parent: parentId }));
      break;
    }
    warnings.push(...parent.warnings);
    chain.push(parent.json);
    parentId = asText(parent.json?.['inheritsFrom']);
  }

  const loader = firstNonNull(chain.map((json) => (json ? detectLoader(json) : null)));
  const javaMajor = firstNonNull(chain.map((json) => asNumber(asRecord(json?.['javaVersion'])?.['majorVersion'])));
  const mainClass = asText(own.json?.['mainClass']) ?? firstNonNull(chain.map((json) => asText(json?.['mainClass'])));
  return {
    id,
    jsonFile: own.file,
    minecraft: minecraftOfChain(chain, topAncestor),
    loader: loader ? { type: loader.type, version: loader.version } : null,
    javaMajor: javaMajor !== null ? Math.trunc(javaMajor) : null,
    mainClass,
    inheritsFrom: asText(own.json?.['inheritsFrom']),
    warnings,
  };
}

async function readOwnVersion(folder: string, id: string): Promise<ParsedVersion | null> {
  const file = path.join(folder, `${id}.json`);
  let decoded;
  try {
    decoded = await readTextFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    return { json: null, file, warnings: [readFailureNote(`versions/${id}/${id}.json`, error)] };
  }
  const label = `versions/${id}/${id}.json`;
  const parsed = parseJsonText(decoded.text, label);
  const warnings = [...parsed.warnings];
  const encodingNote = decodingWarning(label, decoded);
  if (encodingNote) warnings.push(encodingNote);
  const json = asRecord(parsed.value);
  if (!json && parsed.value !== null) warnings.push(InstanceMessages.versionNotObject({ file: label }));
  return { json, file, warnings };
}

function minecraftOfChain(
  chain: ReadonlyArray<Record<string, unknown> | null>,
  topAncestor: string | null,
): string | null {
  for (const json of chain) {
    if (!json) continue;
    const direct = explicitMinecraft(json);
    if (direct) return direct;
  }
  const own = chain[0] ?? null;
  if (topAncestor !== null) return asText(own?.['jar']) ?? topAncestor;
  if (!own) return null;
  const hinted = minecraftFromLibraries(own) ?? asText(own['jar']);
  if (hinted) return hinted;
  return detectLoader(own) === null ? asText(own['id']) : null;
}

function explicitMinecraft(json: Record<string, unknown>): string | null {
  const client = asText(json['clientVersion']);
  if (client) return client;
  const patches = json['patches'];
  if (Array.isArray(patches)) {
    for (const patch of patches) {
      const p = asRecord(patch);
      if (p && p['id'] === 'game') {
        const v = asText(p['version']);
        if (v) return v;
      }
    }
  }
  return gameArgument(json, '--fml.mcVersion');
}

function gameArgument(json: Record<string, unknown>, flag: string): string | null {
  const args = asRecord(json['arguments'])?.['game'];
  if (Array.isArray(args)) {
    for (let i = 0; i < args.length - 1; i++) {
      if (args[i] === flag) return asText(args[i + 1]);
    }
  }
  const legacy = asText(json['minecraftArguments']);
  if (legacy) {
    const match = new RegExp(`(?:^|\\s)${flag.replace(/\./g, '\\.')}\\s+(\\S+)`).exec(legacy);
    if (match?.[1]) return match[1];
  }
  return null;
}

interface Coordinate {
  group: string;
  artifact: string;
  version: string;
}

function libraries(json: Record<string, unknown>): Coordinate[] {
  const list = json['libraries'];
  if (!Array.isArray(list)) return [];
  const out: Coordinate[] = [];
  for (const entry of list) {
    const name = asText(asRecord(entry)?.['name']);
    if (!name) continue;
    const [group, artifact, version] = name.split('@')[0]!.split(':');
    if (group && artifact && version) out.push({ group, artifact, version });
  }
  return out;
}

const MC_PREFIX = /^(\d+\.\d+(?:\.\d+)?(?:-(?:pre|rc|snapshot)-?\d+)?)-(.+)$/;

function minecraftFromLibraries(json: Record<string, unknown>): string | null {
  for (const lib of libraries(json)) {
    const key = `${lib.group}:${lib.artifact}`;
    if (key === 'net.fabricmc:intermediary' || key === 'org.quiltmc:hashed') return lib.version;
    if (key === 'net.minecraftforge:forge' || key === 'net.minecraftforge:fmlloader' || key === 'net.neoforged:forge') {
      const match = MC_PREFIX.exec(lib.version);
      if (match?.[1]) return match[1];
    }
  }
  return null;
}

/** `1.20.1-47.2.0` → `47.2.0`; `1.7.10-10.13.4.1614-1.7.10` → `10.13.4.1614`; others unchanged. */
function stripMinecraftAffixes(version: string): string {
  const match = MC_PREFIX.exec(version);
  if (!match?.[1] || !match[2]) return version;
  const rest = match[2];
  return rest.endsWith(`-${match[1]}`) ? rest.slice(0, -(match[1].length + 1)) : rest;
}

/** The loader one version JSON names by itself (not its parents), or null. */
export function detectLoader(json: Record<string, unknown>): Loader | null {
  const found = new Map<LoaderType, string | null>();
  let fancyModLoader = false;
  for (const lib of libraries(json)) {
    const key = `${lib.group}:${lib.artifact}`;
    if (key === 'org.quiltmc:quilt-loader') found.set('quilt', lib.version);
    else if (key === 'net.fabricmc:fabric-loader') found.set('fabric', lib.version);
    else if (key === 'net.neoforged:neoforge') found.set('neoforge', lib.version);
    else if (key === 'net.neoforged:forge') found.set('neoforge', stripMinecraftAffixes(lib.version));
    else if (lib.group === 'net.neoforged.fancymodloader') fancyModLoader = true;
    else if (key === 'net.minecraftforge:forge' || key === 'net.minecraftforge:fmlloader') {
      if (!found.has('forge')) found.set('forge', stripMinecraftAffixes(lib.version));
    } else if (key === 'com.mumfrey:liteloader') found.set('liteloader', lib.version);
  }
  const neoArg = gameArgument(json, '--fml.neoForgeVersion');
  if (neoArg || fancyModLoader) found.set('neoforge', neoArg ?? found.get('neoforge') ?? null);
  const forgeArg = gameArgument(json, '--fml.forgeVersion');
  if (forgeArg && !found.has('neoforge')) found.set('forge', forgeArg);

  const mainClass = asText(json['mainClass']) ?? '';
  if (found.size === 0) {
    if (mainClass === 'net.neoforged.fml.startup.Client') found.set('neoforge', null);
    else if (mainClass === 'net.minecraftforge.bootstrap.ForgeBootstrap') found.set('forge', null);
    else if (mainClass.startsWith('org.quiltmc.loader.')) found.set('quilt', null);
    else if (mainClass.startsWith('net.fabricmc.loader.')) found.set('fabric', null);
  }
  // One loader per instance; LiteLoader rides on Forge when both are present, and HMCL reports
  // Forge only when NeoForge did not match.
  for (const type of ['quilt', 'fabric', 'neoforge', 'forge', 'liteloader'] as const) {
    if (found.has(type)) return { type, version: found.get(type) ?? null };
  }
  return null;
}

function firstNonNull<T>(values: ReadonlyArray<T | null>): T | null {
  for (const value of values) if (value !== null) return value;
  return null;
}

/** True when `folder` holds `<folder name>.json`, i.e. it is a launcher version folder. */
export async function isVersionFolder(folder: string): Promise<boolean> {
  try {
    const stat = await fs.promises.stat(path.join(folder, `${path.basename(folder)}.json`));
    return stat.isFile();
  } catch {
    return false;
  }
}
