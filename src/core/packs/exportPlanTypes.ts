import type { Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';
import type { PackwizMeta } from '../formats/packwizMeta';

/*
 * The shapes of an export plan: planned by exportPlan.ts (and packwizExportPlan.ts for a packwiz pack), finished by
 * finishedExportPlan.ts, written by the exporters. Kept apart from exportPlan.ts so the modules that help plan import
 * them without importing the planner.
 */

export type ExportSide = 'both' | 'client' | 'server';

/** One file of the game folder that goes into an export, with what is known about where else it can be downloaded. */
export interface PlannedEntry {
  /** Destination path in the pack, `/`-separated, relative to the game folder (a `.disabled` suffix removed when metadata knows it). */
  path: string;
  /** Where it is on disk, relative to the game folder. */
  sourcePath: string;
  absPath: string;
  size: number;
  side: ExportSide;
  /** Optional for players: packwiz `[option] optional`, or a disabled jar that has metadata. */
  optional: boolean;
  /** Download URLs usable in a `.mrpack` (HTTPS, allowed hosts), RFC 3986-encoded; empty when none. */
  downloads: string[];
  /** Why the metadata's URL cannot be used in a `.mrpack`, when there is one; null otherwise. */
  downloadRefusal: string | null;
  /** A warning to show when the URL is used (gitlab.com). */
  downloadWarning: string | null;
  curseforge: { projectID: number; fileID: number } | null;
  /** The metafile that described this file, relative to the game folder. */
  metaFile: string | null;
  meta: PackwizMeta | null;
}

/**
 * A file described only by a metafile (a packwiz pack usually holds no jars): it can be linked if its bytes are
 * fetched to compute the hashes, or listed by id in a CurseForge manifest, but never embedded.
 */
export type RemoteEntry = Omit<PlannedEntry, 'sourcePath' | 'absPath' | 'size' | 'metaFile' | 'meta'> & {
  metaFile: string;
  meta: PackwizMeta;
};

export interface ExportPlan {
  instance: Instance;
  /** Sorted by `path`. */
  entries: PlannedEntry[];
  /** Metafiles whose file is not in the instance, sorted by `path`. */
  remote: RemoteEntry[];
  /** Paths left out (folders end with `/`), relative to the game folder, sorted. */
  excluded: string[];
  /** The warnings in English (`--json`, tool results); `warningMessages` holds them by id for other languages. */
  warnings: string[];
  warningMessages: Message[];
  totalBytes: number;
  /** `.disabled` files left out because `includeDisabled` was not set, relative to the game folder, sorted. */
  leftOutDisabled: string[];
}

export interface ExportPlanOptions {
  /** Ship `saves/` too (left out by default: worlds are personal and large). */
  includeSaves?: boolean;
  /** Ship `.disabled` files (a disabled jar with metadata as an optional file); left out by default. */
  includeDisabled?: boolean;
  /** Absolute paths never to include (the output file and its temporary file when written inside the instance). */
  skipAbsolute?: string[];
  /** Most files and folders walked before the export is refused (default: what importers accept, 100,000). */
  maxEntries?: number;
}
