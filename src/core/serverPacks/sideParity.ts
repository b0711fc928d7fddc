import type { ModFile, ModMetadata } from '../model/modFile';
import { KNOWN_CLIENT_MODS } from './knownClientMods';
import type { ParityLine } from './parityLine';
import { parityText } from './serverPackMessages';

export type { ParityLine } from './parityLine';

export interface ParityReport {
  ok: boolean;
  /** Mods the client has that the server lacks although they are not client-only. */
  missingOnServer: ParityLine[];
  /** Mods the server has that clients lack although they are not server-only. */
  missingOnClient: ParityLine[];
  /** Mods on both sides at different versions: the client is refused on join, or registries disagree. */
  versionMismatches: ParityLine[];
}

/** Ids that are the game or a loader, not mods to compare. */
const NOT_MODS = new Set(['minecraft', 'java', 'fabricloader', 'forge', 'neoforge', 'quilt_loader']);

interface Side {
  file: string;
  mod: ModMetadata;
}

/**
 * Compares a client pack with a server folder (or a second instance): mods missing on one side that the other needs,
 * and mods on both sides at different versions. A mod declared client-only (or on Nova's client-only list) is never
 * "missing on the server", a server-only one never "missing on the client". Only enabled top-level mods count: a
 * nested library is compared through the mod that carries it.
 */
export function compareSides(clientFiles: readonly ModFile[], serverFiles: readonly ModFile[]): ParityReport {
  const client = modsById(clientFiles);
  const server = modsById(serverFiles);
  const missingOnServer: ParityLine[] = [];
  const missingOnClient: ParityLine[] = [];
  const versionMismatches: ParityLine[] = [];
  for (const [id, c] of client) {
    const s = server.get(id);
    if (s === undefined) {
      if (c.mod.side === 'client' || KNOWN_CLIENT_MODS.has(id)) continue;
      missingOnServer.push(line('missingOnServer', id, c, null));
    } else if (c.mod.version !== s.mod.version && c.mod.version !== 'unknown' && s.mod.version !== 'unknown') {
      versionMismatches.push(line('versionMismatch', id, c, s));
    }
  }
  for (const [id, s] of server) {
    if (client.has(id) || s.mod.side === 'server') continue;
    missingOnClient.push(line('missingOnClient', id, null, s));
  }
  const byId = (a: ParityLine, b: ParityLine): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  missingOnServer.sort(byId);
  missingOnClient.sort(byId);
  versionMismatches.sort(byId);
  return {
    ok: missingOnServer.length + missingOnClient.length + versionMismatches.length === 0,
    missingOnServer,
    missingOnClient,
    versionMismatches,
  };
}

function modsById(files: readonly ModFile[]): Map<string, Side> {
  const out = new Map<string, Side>();
  for (const file of files) {
    if (!file.enabled || file.kind !== 'mod') continue;
    for (const mod of file.mods) {
      if (NOT_MODS.has(mod.id) || out.has(mod.id)) continue;
      out.set(mod.id, { file: file.fileName, mod });
    }
  }
  return out;
}

/** A line with its English `message` (serverPackMessages.ts renders the same facts in other locales). */
function line(kind: Parameters<typeof parityText>[0], id: string, c: Side | null, s: Side | null): ParityLine {
  const facts = {
    id,
    name: (c ?? s)!.mod.name,
    client: c === null ? null : { file: c.file, version: c.mod.version },
    server: s === null ? null : { file: s.file, version: s.mod.version },
  };
  return { ...facts, message: parityText(kind, { ...facts, message: '' }) };
}
