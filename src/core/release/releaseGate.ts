import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';
import { planExport, type ExportPlan, type PlannedEntry } from '../packs/exportPlan';
import type { ModrinthClient } from '../modrinth/modrinthClient';
import { errorMessage } from '../text/textSafety';
import { readJarLicense, type JarLicense } from './jarLicense';
import { modrinthLicenses, type ModrinthLicense } from './modrinthLicenses';
import { judgeLicenses, type LicenseDuty, type RedistributionVerdict } from './licenseVerdict';
import { ReleaseMessages as M } from './releaseMessages';

export type ReleasePlatform = 'modrinth' | 'curseforge';
export const RELEASE_PLATFORMS: readonly ReleasePlatform[] = ['modrinth', 'curseforge'];

/** One file the export would put into `overrides/` that someone else made, with its license and verdict. */
export interface EmbeddedFile {
  /** Path in the pack (relative to the game folder, `/`-separated). */
  path: string;
  id: string | null;
  name: string | null;
  version: string | null;
  authors: string[];
  /** License values as written in the jar; empty when none. */
  license: string[];
  /** Their SPDX ids (null where not recognised). */
  spdx: Array<string | null>;
  verdict: RedistributionVerdict;
  duty: LicenseDuty;
  link: string | null;
  sources: string | null;
  /** Why the file could not be read; null when it could. */
  error: string | null;
  /** Online only: the Modrinth project that has this exact file (by sha1), and that project's `license.id`. */
  modrinth: { project: string; license: string | null } | null;
}

export interface ReleaseProblem {
  /** `error` blocks the release (the gate exits 1). */
  severity: 'error' | 'warning' | 'info';
  code: string;
  /** Pack paths the problem is about. */
  files: string[];
  message: Message;
}

export interface ReleaseGate {
  platform: ReleasePlatform;
  /** True when Modrinth's project licenses were added (`options.modrinth` given and answering). */
  online: boolean;
  files: EmbeddedFile[];
  problems: ReleaseProblem[];
}

/** Folders whose files Modrinth's moderators check for permission (`overrides/*\/{mods,resourcepacks,shaderpacks}`). */
const CONTENT_FOLDERS = /^(mods|resourcepacks|shaderpacks)\//;
/** Files a dedicated server needs and a client pack does not (CurseForge wants them in a separate child file). */
const SERVER_FILE =
  /^(server\.properties|eula\.txt|ops\.json|whitelist\.json|banned-(players|ips)\.json|server-icon\.png|user_jvm_args\.txt|(start|run|startserver|serverstart)[^/]*\.(sh|bat|cmd|ps1)|[^/]*server[^/]*\.jar|[^/]*installer[^/]*\.jar)$/i;

/** The files of an entry that count as someone else's work to embed: jars anywhere, archives in the content folders. */
function isEmbeddedContent(entry: PlannedEntry): boolean {
  const p = entry.path.toLowerCase();
  if (SERVER_FILE.test(p)) return false;
  if (/\.jar(\.disabled)?$/.test(p)) return true;
  return CONTENT_FOLDERS.test(p) && /\.zip(\.disabled)?$/.test(p);
}

/**
 * The redistribution gate for `platform`: every file the export would embed in `overrides/` (for Modrinth the entries
 * without a download link, for CurseForge those without a CurseForge project and file id) read for its license and
 * judged (licenseVerdict.ts), plus the platform's own rules. Offline: everything comes from the files themselves.
 */
export async function checkRelease(
  instance: Instance,
  platform: ReleasePlatform,
  plan?: ExportPlan,
  options: { modrinth?: ModrinthClient; signal?: AbortSignal } = {},
): Promise<ReleaseGate> {
  const exportPlan = plan ?? (await planExport(instance));
  const embeddedEntries = exportPlan.entries.filter(
    (e) => (platform === 'modrinth' ? e.downloads.length === 0 : e.curseforge === null) && isEmbeddedContent(e),
  );
  // Online: Modrinth's project license for each file it knows by hash, judged beside the file's own license.
  let known = new Map<string, ModrinthLicense>();
  let lookupError: string | null = null;
  if (options.modrinth !== undefined && embeddedEntries.length > 0) {
    try {
      known = await modrinthLicenses(
        options.modrinth,
        embeddedEntries.map((e) => e.absPath),
        options.signal,
      );
    } catch (error) {
      options.signal?.throwIfAborted();
      // The system's text only (host and cause): the gate's own message says what to do, in the person's language.
      // (ModrinthError.detail, read by shape: importing the client here would load zod into `nova check`.)
      const detail = (error as { detail?: unknown } | null)?.detail;
      lookupError = typeof detail === 'string' ? detail : errorMessage(error);
    }
  }
  const files: EmbeddedFile[] = [];
  for (const entry of embeddedEntries)
    files.push(embeddedFile(entry.path, await readJarLicense(entry.absPath), known.get(entry.absPath) ?? null));
  const problems: ReleaseProblem[] = files.flatMap(licenseProblems);
  if (lookupError !== null) {
    problems.push({
      severity: 'warning',
      code: 'release-modrinth-unavailable',
      files: [],
      message: M.modrinthUnavailable({ error: lookupError }),
    });
  }
  if (platform === 'modrinth') {
    const reviewed = files.filter((f) => CONTENT_FOLDERS.test(f.path));
    if (reviewed.length > 0) {
      problems.push({
        severity: 'warning',
        code: 'release-modrinth-overrides',
        files: reviewed.map((f) => f.path),
        message: M.modrinthOverrides({ count: reviewed.length }),
      });
    }
  } else {
    for (const f of files.filter((f) => f.path.startsWith('mods/'))) {
      problems.push({
        severity: 'error',
        code: 'release-curseforge-unknown-mod',
        files: [f.path],
        message: M.curseforgeUnknownMod({ file: f.path }),
      });
    }
    const serverFiles = exportPlan.entries.map((e) => e.path).filter((p) => !p.includes('/') && SERVER_FILE.test(p));
    if (serverFiles.length > 0) {
      problems.push({
        severity: 'error',
        code: 'release-curseforge-server-files',
        files: serverFiles,
        message: M.curseforgeServerFiles({ files: serverFiles.join(', ') }),
      });
    }
  }
  return { platform, online: options.modrinth !== undefined && lookupError === null, files, problems };
}

/** Modrinth's default for a new project: says nothing about the terms. */
const UNSET_LICENSE = 'LicenseRef-Unknown';

/**
 * The verdict from the file's own license values and, when Modrinth knows the file, its project's license. The
 * project's license decides when the file says nothing usable (no metadata, no value, or a value Nova does not
 * recognise); when both are known, both must allow redistribution (the stricter wins, as for several values).
 */
function embeddedFile(packPath: string, jar: JarLicense, online: ModrinthLicense | null): EmbeddedFile {
  const own =
    jar.error !== null || jar.metadata === null
      ? { spdx: [], verdict: 'unknown' as const, duty: 'none' as const }
      : judgeLicenses(jar.licenses);
  const project = online?.license ?? null;
  let judged = own;
  if (jar.error === null && project !== null && project !== UNSET_LICENSE) {
    const fromPage = judgeLicenses([project]);
    const ownSays = jar.licenses.length > 0 && own.verdict !== 'unknown';
    judged = ownSays ? judgeLicenses([...jar.licenses, project]) : fromPage;
    judged = { ...judged, spdx: own.spdx };
  }
  return {
    path: packPath,
    id: jar.id,
    name: jar.name,
    version: jar.version,
    authors: jar.authors,
    license: jar.licenses,
    spdx: judged.spdx,
    verdict: judged.verdict,
    duty: judged.duty,
    link: jar.link,
    sources: jar.sources,
    error: jar.error,
    modrinth: online === null ? null : { project: online.slug, license: online.license },
  };
}

/** `Name (id)`, or the file name when the file names neither. */
export function embeddedLabel(f: EmbeddedFile): string {
  if (f.name !== null && f.id !== null) return `${f.name} (${f.id})`;
  return f.name ?? f.id ?? path.posix.basename(f.path);
}

function licenseProblems(f: EmbeddedFile): ReleaseProblem[] {
  const files = [f.path];
  const mod = embeddedLabel(f);
  const values = [...f.license, ...(f.modrinth?.license ? [`${f.modrinth.license} (Modrinth)`] : [])];
  const license = values.join(', ');
  if (f.error !== null) {
    return [
      { severity: 'error', code: 'release-unreadable', files, message: M.unreadable({ file: f.path, error: f.error }) },
    ];
  }
  if (f.verdict === 'needs-permission') {
    return [
      {
        severity: 'error',
        code: 'release-needs-permission',
        files,
        message:
          values.length === 0 ? M.noLicense({ file: f.path, mod }) : M.needsPermission({ file: f.path, mod, license }),
      },
    ];
  }
  if (f.verdict === 'unknown') {
    return [
      {
        severity: 'warning',
        code: 'release-license-unknown',
        files,
        message:
          values.length === 0 ? M.noMetadata({ file: f.path }) : M.unknownLicense({ file: f.path, mod, license }),
      },
    ];
  }
  if (f.duty === 'link-source') {
    return [
      {
        severity: 'info',
        code: 'release-link-source',
        files,
        message: M.linkSource({ file: f.path, mod, license }),
      },
    ];
  }
  return [];
}
