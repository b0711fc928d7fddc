import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import { InstanceMessages, warningFields } from './instanceMessages';
import { TomlError } from 'smol-toml';
import { parseBoundedToml as parse } from '../formats/boundedToml';
import type { Instance, Loader, LoaderType } from '../model/instance';
import { isFile } from './fsProbe';
import { detectSide } from './instanceSide';
import { asRecord, asText } from '../formats/jsonText';
import { decodingWarning, readFailureNote, readTextFile } from '../formats/textDecoding';
import { errorMessage } from '../text/textSafety';

/** packwiz's own precedence when a pack names several loaders (`modrinth/export.go`). */
const LOADER_KEYS: readonly LoaderType[] = ['quilt', 'fabric', 'forge', 'neoforge', 'liteloader'];

/**
 * Reads a packwiz pack rooted at `dir` (the folder holding `pack.toml`; it is also the game folder
 * the pack installs into); null when there is no `pack.toml`. A `pack.toml` that is not valid TOML
 * is still a pack: a warning names the error and the `[versions]` keys are read line by line.
 */
export async function readPackwiz(dir: string, id: string): Promise<Instance | null> {
  const manifest = path.join(dir, 'pack.toml');
  if (!(await isFile(manifest))) return null;
  const warnings: Message[] = [];
  let name: string | null = null;
  let versions: Record<string, unknown> = {};
  try {
    const decoded = await readTextFile(manifest);
    const note = decodingWarning('pack.toml', decoded);
    if (note) warnings.push(note);
    try {
      const doc = parse(decoded.text);
      name = asText(doc['name']);
      versions = asRecord(doc['versions']) ?? {};
      if (!asRecord(doc['versions'])) {
        warnings.push(InstanceMessages.packTomlNoVersions({}));
      }
    } catch (error) {
      const at = error instanceof TomlError;
      const reason = errorMessage(error).split('\n')[0] ?? '';
      warnings.push(
        InstanceMessages.packTomlInvalid({
          at,
          line: at ? error.line : 0,
          column: at ? error.column : 0,
          reason: reason.trim(),
        }),
      );
      const scanned = scanPackToml(decoded.text);
      name = scanned.name;
      versions = scanned.versions;
    }
  } catch (error) {
    warnings.push(readFailureNote('pack.toml', error));
  }

  const loaders = LOADER_KEYS.filter((key) => asText(versions[key]) !== null);
  if (loaders.length > 1) {
    warnings.push(InstanceMessages.packTomlSeveralLoaders({ loaders: loaders.join(', '), used: loaders[0]! }));
  }
  const first = loaders[0];
  const loader: Loader | null = first ? { type: first, version: asText(versions[first]) } : null;
  return {
    id,
    name: name ?? path.basename(path.resolve(dir)),
    layout: 'packwiz',
    root: dir,
    gameDir: dir,
    manifest,
    minecraft: asText(versions['minecraft']),
    loader,
    side: await detectSide(dir),
    javaMajor: null,
    maxMemoryMiB: null,
    minMemoryMiB: null,
    ...warningFields(warnings),
  };
}

/** Best-effort reading of `name` and the `[versions]` table from TOML that failed to parse. */
function scanPackToml(text: string): { name: string | null; versions: Record<string, string> } {
  let table = '';
  let name: string | null = null;
  const versions: Record<string, string> = {};
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trim();
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header?.[1]) {
      table = header[1];
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+|"[^"]+")\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(line);
    if (!pair?.[1]) continue;
    const key = pair[1].replace(/^"|"$/g, '');
    const value = pair[2] ?? pair[3] ?? '';
    if (table === '' && key === 'name') name = value.trim() || null;
    if (table === 'versions') versions[key] = value;
  }
  return { name, versions };
}
