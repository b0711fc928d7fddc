import { TomlError } from 'smol-toml';
import { parseBoundedToml as parse } from './boundedToml';
import { errorMessage } from '../text/textSafety';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { FormatMessages } from './formatMessages';
import type { PackwizFileInfo } from '../model/modFile';

/**
 * What a packwiz `*.pw.toml` metafile (also Prism's `mods/.index/*.pw.toml`) says about one file: its download,
 * update sources and optional flag as the scanned mod list carries them (PackwizFileInfo, src/core/model/modFile.ts),
 * plus its name and side.
 */
export interface PackwizMeta extends Pick<
  PackwizFileInfo,
  'url' | 'hashFormat' | 'hash' | 'mode' | 'modrinth' | 'curseforge' | 'optional'
> {
  name: string | null;
  /** The described file's name; it lives in the metafile's folder (packwiz) or the folder above `.index` (Prism). */
  filename: string;
  /** `client`, `server` or `both`; an absent or empty `side` means both (packwiz `core/mod.go`). */
  side: 'client' | 'server' | 'both';
}

/** Everything Nova reads from a metafile: {@link PackwizMeta} plus the `[option]` details and `pin`. */
export interface PackwizMetafile extends PackwizMeta {
  /** `[option] default`: an optional file is selected unless the player unticks it. */
  optionDefault: boolean;
  optionDescription: string | null;
  /** `pin = true`: `packwiz update` leaves the file at its version. */
  pin: boolean;
}

/**
 * Why a metafile could not be read, with the TOML error's position when there is one: `error` in English, `text` the
 * same by id (the rest of a sentence that starts with the file's path).
 */
export interface PackwizMetaError {
  error: string;
  text: Message;
  line?: number;
  column?: number;
}

/** Parses a metafile's download, side, update and optional flag (what export needs); see {@link parsePackwizMetafile}. */
export function parsePackwizMeta(text: string): PackwizMeta | PackwizMetaError {
  const full = parsePackwizMetafile(text);
  if ('error' in full) return full;
  const { optionDefault: _d, optionDescription: _s, pin: _p, ...meta } = full;
  return meta;
}

/** Parses a metafile; returns a sentence naming the problem instead of throwing on malformed input. */
export function parsePackwizMetafile(text: string): PackwizMetafile | PackwizMetaError {
  let doc: Record<string, unknown>;
  try {
    doc = parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof TomlError) {
      return {
        ...metaError(FormatMessages.metaTomlAt({ line: error.line, column: error.column, detail: firstLine(error) })),
        line: error.line,
        column: error.column,
      };
    }
    return metaError(FormatMessages.metaToml({ detail: firstLine(error) }));
  }
  const filename = str(doc.filename);
  if (filename === null || filename === '') return metaError(FormatMessages.metaNoFilename({}));
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
    optionDefault: option?.default === true,
    optionDescription: str(option?.description),
    pin: doc.pin === true,
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

function metaError(text: Message): PackwizMetaError {
  return { error: renderMessage(text, 'en'), text };
}

function firstLine(error: unknown): string {
  return (errorMessage(error).split('\n')[0] ?? '').trim();
}
