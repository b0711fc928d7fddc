import * as crypto from 'node:crypto';
import type { Message } from '../locale/messageCatalog';
import { englishWarnings, PackWarnings as W } from './packWarningMessages';
import * as fs from 'node:fs';
import { digestFile } from '../download/fileHasher';
import * as path from 'node:path';
import { PackImportMessages as PI } from './packImportMessages';
import {
  ArchiveSafetyError,
  DEFAULT_ARCHIVE_LIMITS,
  requireRelativePath,
  resolveInside,
} from '../archive/archiveSafety';
import { checkDownloadUrl } from '../download/downloadHosts';
import { extractEntry, packNameOr, readMrpackIndex, refuseImportTarget, TargetExistsError } from './modpackImporter';
import { UntrustedArchive } from '../archive/untrustedArchive';
import {
  byteOrder,
  formatIndexToml,
  formatMetafileToml,
  tomlKey,
  tomlString,
  type IndexTomlEntry,
} from '../packwiz/packwizToml';
import { pathExists } from '../fs/pathExists';

export interface PackwizImportResult {
  /** The new pack folder (absolute). */
  instance: string;
  format: 'mrpack';
  name: string;
  minecraft: string;
  loader: { type: string; version: string } | null;
  /** Metafiles written (one per `files[]` entry kept). */
  metafiles: number;
  /** Override files extracted. */
  files: number;
  /** The warnings in English (`--json`, tool results); `warningMessages` holds them by id for other languages. */
  warnings: string[];
  warningMessages: Message[];
}

const SHA1 = /^[0-9a-f]{40}$/i;
const SHA512 = /^[0-9a-f]{128}$/i;
const MODRINTH_CDN = /^https:\/\/cdn\.modrinth\.com\/data\/([A-Za-z0-9]{8})\/versions\/([A-Za-z0-9]{8})\//;

/**
 * Creates a packwiz project at `into` (which must not exist) from a `.mrpack`: one metafile per `files[]` entry
 * (sha512, the first allowed URL, `[update.modrinth]` from a Modrinth CDN URL, `side` and `[option]` from `env`),
 * `overrides/` then `client-overrides/` extracted as the pack's own files, then index.toml and pack.toml written as
 * `packwiz refresh` would. Nothing is downloaded. Every name is checked before anything is written, and the pack is
 * assembled in a temporary folder renamed into place only when complete.
 */
export async function importMrpackAsPackwiz(
  archive: string,
  into: string,
  options: { name?: string } = {},
): Promise<PackwizImportResult> {
  const target = path.resolve(into);
  const parentStat = await refuseImportTarget(target);
  const parent = path.dirname(target);
  // Missing parents are created, as `nova import` does for other formats (and `git clone` does).
  if (parentStat === null) await fs.promises.mkdir(parent, { recursive: true });
  const zip = await UntrustedArchive.open(archive, DEFAULT_ARCHIVE_LIMITS, path.basename(archive));
  let temp: string | null = null;
  try {
    const files = new Set(zip.entries.filter((e) => !e.directory).map((e) => e.name));
    const tops = new Set(zip.entries.map((e) => e.name.split('/')[0]!));
    const root = files.has('modrinth.index.json')
      ? ''
      : tops.size === 1 && files.has(`${[...tops][0]!}/modrinth.index.json`)
        ? `${[...tops][0]!}/`
        : null;
    if (root === null) {
      throw new ArchiveSafetyError('bad-index', PI.notMrpack({ label: zip.label }));
    }
    const label = 'modrinth.index.json';
    const { index, minecraft, loaders, warnings, bad } = await readMrpackIndex(zip, root);
    const versions: Record<string, string> = { minecraft };
    for (const l of loaders) versions[l.type] = l.version;
    const loader: PackwizImportResult['loader'] =
      loaders[0] === undefined ? null : { type: loaders[0].type, version: loaders[0].version };
    if (!Array.isArray(index['files'])) throw bad(PI.whatFilesNotList({}));

    // Metafiles first (all validated before anything is written).
    const metas: Array<{ rel: string; text: string }> = [];
    const taken = new Set<string>();
    (index['files'] as unknown[]).forEach((raw, i) => {
      const file = (raw ?? {}) as Record<string, unknown>;
      if (typeof file['path'] !== 'string') throw bad(PI.whatNoPath({ index: i }));
      const rel = requireRelativePath(file['path'], `${label} files[${i}]`);
      const hashes = (file['hashes'] ?? {}) as Record<string, unknown>;
      const sha512 = typeof hashes['sha512'] === 'string' ? hashes['sha512'] : '';
      if (!SHA512.test(sha512) || typeof hashes['sha1'] !== 'string' || !SHA1.test(hashes['sha1']))
        throw bad(PI.whatHashes({ index: i, path: rel }));
      const urls = (Array.isArray(file['downloads']) ? file['downloads'] : []).filter(
        (u): u is string => typeof u === 'string',
      );
      const allowed = urls.map((u) => checkDownloadUrl(u)).find((c) => c.ok);
      if (allowed === undefined || !allowed.ok) {
        warnings.push(W.noMetafile({ path: rel }));
        return;
      }
      const env = (file['env'] ?? {}) as Record<string, unknown>;
      const side = env['client'] === 'unsupported' ? 'server' : env['server'] === 'unsupported' ? 'client' : 'both';
      const optional = env['client'] === 'optional' || env['server'] === 'optional';
      const folder = path.posix.dirname(rel);
      const filename = path.posix.basename(rel);
      const base =
        filename
          .replace(/\.(jar|zip)$/i, '')
          .toLowerCase()
          .replace(/[^a-z0-9._-]+/g, '-') || 'file';
      let slug = base;
      for (let n = 2; taken.has(`${folder}/${slug}`.toLowerCase()); n++) slug = `${base}-${side === 'both' ? n : side}`;
      taken.add(`${folder}/${slug}`.toLowerCase());
      const cdn = MODRINTH_CDN.exec(allowed.url);
      const metaRel = folder === '.' ? `${slug}.pw.toml` : `${folder}/${slug}.pw.toml`;
      metas.push({
        rel: metaRel,
        text: formatMetafileToml({
          name: filename.replace(/\.(jar|zip)$/i, ''),
          filename,
          side,
          download: { url: allowed.url, hashFormat: 'sha512', hash: sha512.toLowerCase() },
          ...(cdn ? { update: { modrinth: { 'mod-id': cdn[1]!, version: cdn[2]! } } } : {}),
          ...(optional ? { option: { optional: true } } : {}),
        }),
      });
    });
    const layers = [`${root}overrides/`, `${root}client-overrides/`];
    if (zip.entries.some((e) => e.name.startsWith(`${root}server-overrides/`)))
      warnings.push(W.serverOverridesSkipped({}));
    const byRel = new Map<string, (typeof zip.entries)[number]>();
    for (const prefix of layers) {
      for (const e of zip.entries) {
        if (e.directory || !e.name.startsWith(prefix)) continue;
        const rel = requireRelativePath(e.name.slice(prefix.length), `${zip.label} ${e.name}`);
        if (['pack.toml', 'index.toml'].includes(rel.toLowerCase())) {
          warnings.push(W.overrideReplacesPackFile({ path: rel }));
          continue;
        }
        byRel.set(rel, e);
      }
    }
    for (const m of metas) if (byRel.has(m.rel)) throw bad(PI.whatMetafileAndOverride({ path: m.rel }));

    temp = await fs.promises.mkdtemp(path.join(parent, `.${path.basename(target)}.nova-import-`));
    const entries: IndexTomlEntry[] = [];
    for (const m of metas) {
      const dest = resolveInside(temp, m.rel);
      await fs.promises.mkdir(path.dirname(dest), { recursive: true });
      await fs.promises.writeFile(dest, m.text, { flag: 'wx' });
      entries.push({ file: m.rel, hash: sha256(m.text), metafile: true });
    }
    for (const [rel, e] of [...byRel].sort((a, b) => byteOrder(a[0], b[0]))) {
      const dest = resolveInside(temp, rel);
      await fs.promises.mkdir(path.dirname(dest), { recursive: true });
      await extractEntry(zip, e, dest);
      entries.push({ file: rel, hash: await sha256OfFile(dest) });
    }
    entries.sort((a, b) => byteOrder(a.file, b.file));
    const indexText = formatIndexToml('sha256', entries);
    await fs.promises.writeFile(path.join(temp, 'index.toml'), indexText, { flag: 'wx' });
    const name = options.name ?? packNameOr(index['name'], zip.label);
    let pack = `name = ${tomlString(name)}\n`;
    if (typeof index['versionId'] === 'string' && index['versionId'] !== '')
      pack += `version = ${tomlString(index['versionId'])}\n`;
    if (typeof index['summary'] === 'string' && index['summary'] !== '')
      pack += `description = ${tomlString(index['summary'])}\n`;
    pack += `pack-format = "packwiz:1.1.0"\n\n[index]\nfile = "index.toml"\nhash-format = "sha256"\nhash = ${tomlString(sha256(indexText))}\n\n[versions]\n`;
    for (const key of Object.keys(versions).sort(byteOrder))
      pack += `${tomlKey(key)} = ${tomlString(versions[key]!)}\n`;
    await fs.promises.writeFile(path.join(temp, 'pack.toml'), pack, { flag: 'wx' });
    if (await pathExists(target)) throw new TargetExistsError(target);
    await fs.promises.rename(temp, target);
    temp = null;
    return {
      instance: target,
      format: 'mrpack',
      name,
      minecraft: versions['minecraft']!,
      loader,
      metafiles: metas.length,
      files: byRel.size,
      warnings: englishWarnings(warnings),
      warningMessages: warnings,
    };
  } finally {
    zip.close();
    if (temp !== null) await fs.promises.rm(temp, { recursive: true, force: true });
  }
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The sha256 of a file Nova just extracted, read in 256 KiB pieces: an override of 1.3 GB costs one piece of memory,
 * never the whole file (issue 33, item 10).
 */
async function sha256OfFile(file: string): Promise<string> {
  return (await digestFile(file, ['sha256'])).digests[0]!;
}
