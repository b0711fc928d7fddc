import { parseBoundedToml as parse } from '../../text/boundedToml';

/** What a packwiz `*.pw.toml` metafile (also Prism's `mods/.index/*.pw.toml`) says about one file. */
export interface PackwizMeta {
  name: string | null;
  /** The described file's name; it lives in the metafile's folder (packwiz) or the folder above `.index` (Prism). */
  filename: string;
  side: 'client' | 'server' | 'both';
  url: string | null;
  /** `sha1`, `sha256`, `sha512`, `md5` or `murmur2`, lower-cased; null when absent. */
  hashFormat: string | null;
  hash: string | null;
  /** `url` (or empty) for plain downloads; `metadata:curseforge` when the file must be fetched through CurseForge. */
  mode: string;
  modrinth: { projectId: string; versionId: string } | null;
  curseforge: { projectID: number; fileID: number } | null;
  optional: boolean;
}

/** Parses a metafile; returns a sentence naming the problem instead of throwing on malformed input. */
export function parsePackwizMeta(text: string): PackwizMeta | { error: string } {
  let doc: Record<string, unknown>;
  try {
    doc = parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { error: `is not valid TOML (${firstLine(error)})` };
  }
  const filename = str(doc.filename);
  if (filename === null || filename === '') return { error: "has no 'filename'" };
  const download = table(doc.download);
  const update = table(doc.update);
  const modrinth = table(update?.modrinth);
  const curseforge = table(update?.curseforge);
  const option = table(doc.option);
  const rawSide = (str(doc.side) ?? '').toLowerCase();
  const side = rawSide === 'client' || rawSide === 'server' ? rawSide : 'both';
  const projectID = int(curseforge?.['project-id']);
  const fileID = int(curseforge?.['file-id']);
  const mrProject = str(modrinth?.['mod-id']);
  const mrVersion = str(modrinth?.version);
  return {
    name: str(doc.name),
    filename,
    side,
    url: str(download?.url),
    hashFormat: str(download?.['hash-format'])?.toLowerCase() ?? null,
    hash: str(download?.hash)?.toLowerCase() ?? null,
    mode: str(download?.mode) ?? '',
    modrinth: mrProject !== null && mrVersion !== null ? { projectId: mrProject, versionId: mrVersion } : null,
    curseforge: projectID !== null && fileID !== null ? { projectID, fileID } : null,
    optional: option?.optional === true,
  };
}

function table(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

function int(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'bigint' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
