import { ExportRefusals } from './exportRefusalMessages';
import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import { englishWarnings, PackWarnings as W } from './packWarningMessages';
import type { Instance } from '../model/instance';
import { writeArchiveAtomically, type ArchiveSource } from '../archive/atomicArchive';
import { startExport, type PlannedEntry } from './exportPlan';
import {
  ModpackExportError,
  requireGameVersions,
  type ModpackExportOptions,
  type ModpackExportResult,
} from './modpackExport';

/** CurseForge's `manifest.json`, in the key order Nova writes it. */
export interface CurseforgeManifest {
  minecraft: { version: string; modLoaders: Array<{ id: string; primary: boolean }> };
  manifestType: 'minecraftModpack';
  manifestVersion: 1;
  name: string;
  version: string;
  author: string;
  files: Array<{ projectID: number; fileID: number; required: boolean }>;
  overrides: string;
}

/**
 * Exports an instance as a CurseForge modpack zip at `out` (never overwriting): `manifest.json` lists files whose
 * CurseForge project and file ids are known from packwiz / Prism metadata (`[update.curseforge]`), `modlist.html`
 * names them, and every other file is embedded under `overrides/` with a warning listing the embedded mods.
 * CurseForge packs have no per-side folders, so client- and server-only files are all included.
 */
export async function exportCurseforge(
  instance: Instance,
  out: string,
  options: ModpackExportOptions = {},
): Promise<ModpackExportResult> {
  const { minecraft } = requireGameVersions(instance);
  const modLoaders: CurseforgeManifest['minecraft']['modLoaders'] = [];
  if (instance.loader !== null) {
    if (instance.loader.type === 'liteloader') {
      throw new ModpackExportError(ExportRefusals.liteloaderCurseforge({}));
    }
    modLoaders.push({
      id: curseforgeLoaderId(instance.loader.type, instance.loader.version!, minecraft),
      primary: true,
    });
  }
  const { identity, plan } = await startExport(instance, out, options);
  const warnings: Message[] = [...plan.warningMessages];

  const listed: PlannedEntry[] = [];
  const embedded: PlannedEntry[] = [];
  for (const entry of plan.entries) (entry.curseforge !== null ? listed : embedded).push(entry);
  const remoteListed = plan.remote.filter((e) => e.curseforge !== null);
  for (const entry of plan.remote) {
    if (entry.curseforge === null) {
      warnings.push(W.noCurseforgeId({ path: entry.path, metaFile: entry.metaFile }));
    }
  }
  const seen = new Set<string>();
  const files: CurseforgeManifest['files'] = [];
  for (const entry of [...listed, ...remoteListed].sort(
    (a, b) => a.curseforge!.projectID - b.curseforge!.projectID || a.curseforge!.fileID - b.curseforge!.fileID,
  )) {
    const key = `${entry.curseforge!.projectID}/${entry.curseforge!.fileID}`;
    if (seen.has(key)) continue;
    seen.add(key);
    files.push({ projectID: entry.curseforge!.projectID, fileID: entry.curseforge!.fileID, required: !entry.optional });
  }
  const embeddedMods = embedded.filter((e) => /^mods\/.*\.jar(\.disabled)?$/i.test(e.sourcePath));
  if (embeddedMods.length > 0) {
    warnings.push(
      W.curseforgeEmbedded({ count: embeddedMods.length, files: embeddedMods.map((e) => e.sourcePath).join(', ') }),
    );
  }

  const manifest: CurseforgeManifest = {
    minecraft: { version: minecraft, modLoaders },
    manifestType: 'minecraftModpack',
    manifestVersion: 1,
    name: identity.name,
    version: identity.versionId,
    author: identity.author ?? '',
    files,
    overrides: 'overrides',
  };
  const sources: ArchiveSource[] = [
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8') },
    { name: 'modlist.html', data: Buffer.from(modlistHtml([...listed, ...remoteListed]), 'utf8') },
    // Prism refuses a pack whose named overrides folder is missing, so it is always there.
    ...(embedded.length === 0 ? [{ name: 'overrides/', directory: true as const }] : []),
    ...embedded
      .map((e) => ({ name: `overrides/${e.sourcePath}`, file: e.absPath, size: e.size }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  ];
  const total = embedded.reduce((sum, e) => sum + e.size, 0);
  let written = 0;
  const bytes = await writeArchiveAtomically(out, sources, {
    signal: options.signal,
    onBytes: (n) => {
      written += n;
      options.onProgress?.({ phase: 'writing', doneBytes: written, totalBytes: total });
    },
  });
  return {
    out: path.resolve(out),
    format: 'curseforge',
    files: files.length,
    overrides: embedded.length,
    bytes,
    warnings: englishWarnings(warnings),
    warningMessages: warnings,
    leftOutDisabled: plan.leftOutDisabled,
    lookupFailure: null,
  };
}

/**
 * CurseForge's loader id: `<loader>-<version>`, except NeoForge for 1.20.1, which CurseForge names with the game
 * version inside (`neoforge-1.20.1-47.1.100`); Prism and packwiz strip that prefix again on import.
 */
export function curseforgeLoaderId(type: string, version: string, minecraft: string): string {
  if (type === 'neoforge' && minecraft === '1.20.1' && !version.startsWith('1.20.1-'))
    return `neoforge-1.20.1-${version}`;
  return `${type}-${version}`;
}

/** The list CurseForge and Prism ship next to the manifest: one link per listed project. */
function modlistHtml(listed: Array<Pick<PlannedEntry, 'path' | 'meta' | 'curseforge'>>): string {
  const items = [...listed]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((e) => {
      const label = escapeHtml(e.meta?.name ?? path.posix.basename(e.path));
      return `<li><a href="https://www.curseforge.com/projects/${e.curseforge!.projectID}">${label}</a></li>`;
    });
  return `<ul>\n${items.join('\n')}${items.length > 0 ? '\n' : ''}</ul>\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
