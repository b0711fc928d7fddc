import { entryText } from '../archive/entryText';
import * as fs from 'node:fs';
import { FileSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { parseBoundedToml } from '../formats/boundedToml';
import { lenientJsonObject } from '../formats/lenientJson';
import { isObject, stringValue, type JsonObject } from '../mods/metadataValues';
import { ServerPackMessages } from './serverPackMessages';
import { signal, type SideClaim, type SideSignal } from './sideSignal';

/** Metadata and mixin configs above this size are not real ones: they are skipped, never read whole. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** A jar naming more mixin configs than this is not read past them (the signal is then left out). */
const MAX_MIXIN_CONFIGS = 64;

/** Entry points that run on both sides (Fabric `main`/`preLaunch`, Quilt `init`/`pre_launch`). */
const BOTH_ENTRYPOINTS = new Set(['main', 'preLaunch', 'init', 'pre_launch']);
const CLIENT_ENTRYPOINTS = new Set(['client', 'client_init']);
const SERVER_ENTRYPOINTS = new Set(['server', 'server_init']);

/**
 * The side signals a jar carries in its own files: Forge `clientSideOnly` and `displayTest`, Fabric `environment`
 * (and v0 `side`), Quilt `minecraft.environment`, the entry points and the mixin configs. A jar that cannot be read
 * gives no signal (its scan already reports it as corrupt). Reads at most a few small entries, each capped.
 */
export async function readJarSideSignals(jarPath: string): Promise<SideSignal[]> {
  let source: FileSource | null = null;
  try {
    const stat = await fs.promises.stat(jarPath);
    if (!stat.isFile() || stat.size === 0) return [];
    source = await FileSource.open(jarPath, stat.size);
    const archive = await JarArchive.open(source);
    const text = (name: string): Promise<string | null> => entryText(archive, name, MAX_ENTRY_BYTES);
    const signals: SideSignal[] = [];
    const mixinConfigs: Array<{ name: string; clientOnly: boolean }> = [];

    const fabric = await text('fabric.mod.json');
    if (fabric !== null) {
      const json = lenientJsonObject(fabric);
      if (json !== null) {
        signals.push(...fabricSignals(json));
        mixinConfigs.push(...fabricMixinNames(json['mixins']));
      }
    }
    const quilt = await text('quilt.mod.json');
    if (quilt !== null) {
      const json = lenientJsonObject(quilt);
      if (json !== null) {
        signals.push(...quiltSignals(json));
        mixinConfigs.push(...fabricMixinNames(json['mixin']));
      }
    }
    for (const name of ['META-INF/neoforge.mods.toml', 'META-INF/mods.toml'] as const) {
      const toml = await text(name);
      if (toml === null) continue;
      signals.push(...forgeSignals(toml, name));
      mixinConfigs.push(...forgeMixinNames(toml));
    }
    if (mixinConfigs.length === 0) {
      // Forge mods often name their configs only in the manifest, or not at all: take the root `*.mixins.json`.
      for (const name of archive.names) {
        if (!name.includes('/') && /\.mixins?\.json$/i.test(name)) mixinConfigs.push({ name, clientOnly: false });
        if (mixinConfigs.length >= MAX_MIXIN_CONFIGS) break;
      }
    }
    const mixinSignal = await mixinsSignal(mixinConfigs.slice(0, MAX_MIXIN_CONFIGS), text);
    if (mixinSignal !== null) signals.push(mixinSignal);
    return signals;
  } catch {
    return [];
  } finally {
    source?.close();
  }
}

function fabricSignals(json: JsonObject): SideSignal[] {
  const out: SideSignal[] = [];
  if (json['schemaVersion'] === undefined) {
    const side = stringValue(json['side'])?.toLowerCase();
    if (side === 'client' || side === 'server' || side === 'universal') {
      out.push(
        signal(
          'fabric-environment',
          side === 'universal' ? 'both' : side,
          ServerPackMessages.fabricSide({ value: side }),
          declared(side),
        ),
      );
    }
  } else {
    const environment = stringValue(json['environment']);
    if (environment === 'client' || environment === 'server' || environment === '*') {
      out.push(
        signal(
          'fabric-environment',
          environment === '*' ? 'both' : environment,
          ServerPackMessages.fabricEnvironment({ value: environment }),
          declared(environment),
        ),
      );
    }
  }
  const entry = entrypointSignal(json['entrypoints'], 'fabric.mod.json');
  if (entry !== null) out.push(entry);
  return out;
}

function quiltSignals(json: JsonObject): SideSignal[] {
  const out: SideSignal[] = [];
  const minecraft = isObject(json['minecraft']) ? json['minecraft'] : null;
  const environment = stringValue(minecraft?.['environment']);
  if (environment === 'client' || environment === 'dedicated_server' || environment === '*') {
    const claim: SideClaim = environment === 'client' ? 'client' : environment === '*' ? 'both' : 'server';
    out.push(
      signal(
        'quilt-environment',
        claim,
        ServerPackMessages.quiltEnvironment({ value: environment }),
        declared(environment),
      ),
    );
  }
  const loader = isObject(json['quilt_loader']) ? json['quilt_loader'] : null;
  const entry = entrypointSignal(loader?.['entrypoints'], 'quilt.mod.json');
  if (entry !== null) out.push(entry);
  return out;
}

/**
 * `client`/`server` are loader rules (the loader refuses or never loads the mod on the other side): strongest. An
 * explicit `*` only says the loader loads it everywhere, which client-only mods often leave in place: a declared hint.
 */
function declared(value: string): number | undefined {
  return value === '*' || value === 'universal' ? 4 : undefined;
}

function entrypointSignal(value: unknown, file: string): SideSignal | null {
  if (!isObject(value)) return null;
  const used = Object.entries(value)
    .filter(([, list]) => (Array.isArray(list) ? list.length > 0 : list !== null && list !== undefined))
    .map(([key]) => key);
  const both = used.filter((k) => BOTH_ENTRYPOINTS.has(k));
  const client = used.filter((k) => CLIENT_ENTRYPOINTS.has(k));
  const server = used.filter((k) => SERVER_ENTRYPOINTS.has(k));
  if (both.length > 0)
    return signal('entrypoints', 'both', ServerPackMessages.entrypointBoth({ file, entry: both[0]! }));
  if (client.length > 0 && server.length === 0)
    return signal('entrypoints', 'client', ServerPackMessages.entrypointsOnly({ file, entries: client.join('", "') }));
  if (server.length > 0 && client.length === 0)
    return signal('entrypoints', 'server', ServerPackMessages.entrypointsOnly({ file, entries: server.join('", "') }));
  return null;
}

/** Fabric `mixins` / Quilt `mixin`: strings, or `{config, environment}` objects (`environment: "client"`). */
function fabricMixinNames(value: unknown): Array<{ name: string; clientOnly: boolean }> {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const out: Array<{ name: string; clientOnly: boolean }> = [];
  for (const item of list) {
    if (typeof item === 'string') out.push({ name: item, clientOnly: false });
    else if (isObject(item)) {
      const name = stringValue(item['config']);
      if (name !== null) out.push({ name, clientOnly: stringValue(item['environment']) === 'client' });
    }
  }
  return out;
}

function forgeMixinNames(text: string): Array<{ name: string; clientOnly: boolean }> {
  try {
    const doc = parseBoundedToml(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as JsonObject;
    const list = Array.isArray(doc['mixins']) ? doc['mixins'] : [];
    return list
      .map((m) => (isObject(m) ? stringValue(m['config']) : null))
      .filter((n): n is string => n !== null)
      .map((name) => ({ name, clientOnly: false }));
  } catch {
    return [];
  }
}

function forgeSignals(text: string, file: 'META-INF/mods.toml' | 'META-INF/neoforge.mods.toml'): SideSignal[] {
  let doc: JsonObject;
  try {
    doc = parseBoundedToml(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return [];
  }
  const out: SideSignal[] = [];
  const neoforge = file === 'META-INF/neoforge.mods.toml' || dependsOnNeoForge(doc);
  const clientSideOnly = doc['clientSideOnly'];
  if (clientSideOnly === true || clientSideOnly === 'true') {
    out.push(
      neoforge
        ? // NeoForge's loader (FancyModLoader) never read this Forge key: only the author's intent remains.
          signal('forge-client-side-only', 'client', ServerPackMessages.clientSideOnly({ file, neoforge: true }), 4)
        : signal('forge-client-side-only', 'client', ServerPackMessages.clientSideOnly({ file, neoforge: false })),
    );
  }
  const mods = Array.isArray(doc['mods']) ? doc['mods'].filter(isObject) : [];
  for (const mod of mods) {
    const test = stringValue(mod['displayTest'])?.toUpperCase();
    const claim: SideClaim | null =
      test === 'IGNORE_ALL_VERSION'
        ? 'client'
        : test === 'IGNORE_SERVER_VERSION'
          ? 'server'
          : test === 'MATCH_VERSION'
            ? 'both'
            : null;
    if (claim === null || test === undefined) continue;
    // MATCH_VERSION is the default, so writing it says little. NeoForge stopped reading displayTest (FML 4).
    const strength = neoforge ? 2 : test === 'MATCH_VERSION' ? 2 : undefined;
    out.push(signal('forge-display-test', claim, ServerPackMessages.displayTest({ file, test, neoforge }), strength));
    break;
  }
  return out;
}

function dependsOnNeoForge(doc: JsonObject): boolean {
  const deps = doc['dependencies'];
  const lists: unknown[] = isObject(deps) ? Object.values(deps) : Array.isArray(deps) ? [deps] : [];
  return lists.some(
    (list) =>
      Array.isArray(list) && list.some((d) => isObject(d) && stringValue(d['modId'])?.toLowerCase() === 'neoforge'),
  );
}

/**
 * Mixin configs: `mixins` apply on both sides, `client` only on the client, `server` only on a dedicated server. A
 * config with a `plugin` may add mixins at run time, so then nothing is concluded. All-client configs: a client
 * signal; any common or server mixin: a both signal.
 */
async function mixinsSignal(
  configs: Array<{ name: string; clientOnly: boolean }>,
  text: (name: string) => Promise<string | null>,
): Promise<SideSignal | null> {
  if (configs.length === 0) return null;
  let clientMixins = 0;
  let otherMixins = 0;
  const seen = new Set<string>();
  for (const config of configs) {
    if (seen.has(config.name)) continue;
    seen.add(config.name);
    const raw = await text(config.name);
    if (raw === null) continue;
    const json = lenientJsonObject(raw);
    if (json === null) continue;
    if (stringValue(json['plugin']) !== null) return null;
    const count = (key: string): number => (Array.isArray(json[key]) ? (json[key] as unknown[]).length : 0);
    if (config.clientOnly) clientMixins += count('mixins') + count('client') + count('server');
    else {
      clientMixins += count('client');
      otherMixins += count('mixins') + count('server');
    }
  }
  if (clientMixins === 0 && otherMixins === 0) return null;
  if (otherMixins === 0)
    return signal('mixins', 'client', ServerPackMessages.mixinsClientOnly({ count: clientMixins }));
  return signal('mixins', 'both', ServerPackMessages.mixinsServerToo({ count: otherMixins }));
}
