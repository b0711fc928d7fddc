import * as fs from 'node:fs';
import * as path from 'node:path';
import { resolvesInside } from '../fs/servedRoots';

/** The kinds of game content `list_content` reports, besides mods. */
export const CONTENT_KINDS = ['resourcepacks', 'shaderpacks', 'datapacks', 'worlds'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentEntry {
  /** Relative to the game folder, `/`-separated (`resourcepacks/Faithful.zip`, `saves/New World/datapacks/x.zip`). */
  path: string;
  name: string;
  folder: boolean;
  size: number;
  mtimeMs: number;
  /** For a data pack: the world it belongs to; null for a global data pack folder. */
  world: string | null;
}

/**
 * The entries of one content kind in a game folder, sorted by name. Worlds are the folders of `saves/`; data
 * packs are those of every world plus a top-level `datapacks/` (used by global data pack mods). Missing or
 * unreadable folders give no entries; hidden entries are skipped. Containment (docs/architecture.md principle 11):
 * a content folder or entry that resolves, links followed, outside the game folder is neither listed nor followed.
 */
export async function listContentFolder(gameDir: string, kind: ContentKind): Promise<ContentEntry[]> {
  switch (kind) {
    case 'resourcepacks':
    case 'shaderpacks':
      return entriesOf(gameDir, kind, null, (e) => e.folder || /\.zip$/i.test(e.name));
    case 'worlds':
      return entriesOf(gameDir, 'saves', null, (e) => e.folder);
    case 'datapacks': {
      const worlds = await entriesOf(gameDir, 'saves', null, (e) => e.folder);
      const all = await entriesOf(gameDir, 'datapacks', null, (e) => e.folder || /\.zip$/i.test(e.name));
      for (const world of worlds) {
        all.push(
          ...(await entriesOf(
            gameDir,
            `saves/${world.name}/datapacks`,
            world.name,
            (e) => e.folder || /\.zip$/i.test(e.name),
          )),
        );
      }
      return all;
    }
  }
}

async function entriesOf(
  gameDir: string,
  rel: string,
  world: string | null,
  keep: (e: ContentEntry) => boolean,
): Promise<ContentEntry[]> {
  const dir = path.join(gameDir, ...rel.split('/'));
  if (!(await resolvesInside(gameDir, dir))) return [];
  let names: fs.Dirent[];
  try {
    names = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: ContentEntry[] = [];
  for (const dirent of names) {
    if (dirent.name.startsWith('.')) continue;
    if (dirent.isSymbolicLink() && !(await resolvesInside(gameDir, path.join(dir, dirent.name)))) continue;
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(path.join(dir, dirent.name));
    } catch {
      continue;
    }
    const entry: ContentEntry = {
      path: `${rel}/${dirent.name}`,
      name: dirent.name,
      folder: stat.isDirectory(),
      size: stat.isDirectory() ? 0 : stat.size,
      mtimeMs: stat.mtimeMs,
      world,
    };
    if (keep(entry)) out.push(entry);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
