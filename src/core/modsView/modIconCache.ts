import * as fs from 'node:fs';
import { digestFile } from '../download/fileHasher';
import * as path from 'node:path';
import { writeFileReplacing } from '../fs/exclusiveTemp';
import { TaskPool } from '../fs/taskPool';
import { readJarIcon } from './jarIcon';

/** A mod file as the cache needs it: where it is, and the size and time that say whether it changed. */
export interface IconSource {
  path: string;
  size: number;
  mtimeMs: number;
}

/** At most this many jars are hashed or opened for their icon at once (the view stays responsive while they run). */
const ICON_POOL_SIZE = 4;

/**
 * The mods' own icons, extracted once into `dir` (the extension's global storage) as `<sha256 of the jar>.png`, with
 * an empty `<sha256>.none` for a jar without one, so the same jar anywhere (another instance, after a rename, the next
 * session) is never opened again. No network. Lookups are lazy and go through one small {@link TaskPool}; within a
 * session a file is hashed again only when its size or modification time changes.
 */
export class ModIconCache {
  /** By path: the size and time read, and the cached PNG's path (null: none) once known. */
  private readonly known = new Map<string, { key: string; icon: Promise<string | null>; done?: string | null }>();

  constructor(
    private readonly dir: string,
    private readonly pool: TaskPool = new TaskPool(ICON_POOL_SIZE),
  ) {}

  /**
   * The cached icon of `file` if it is already known: the PNG's path, null when the jar has none, undefined while
   * it is unknown (then call {@link iconFor}).
   */
  peek(file: IconSource): string | null | undefined {
    const entry = this.known.get(file.path);
    return entry?.key === keyOf(file) ? entry.done : undefined;
  }

  /** The path of the jar's icon PNG in the cache, extracting it the first time; null when the jar has none. */
  iconFor(file: IconSource): Promise<string | null> {
    const key = keyOf(file);
    const entry = this.known.get(file.path);
    if (entry?.key === key) return entry.icon;
    const next: { key: string; icon: Promise<string | null>; done?: string | null } = {
      key,
      icon: this.pool.run(() => this.lookUp(file.path)).catch(() => null),
    };
    void next.icon.then((done) => (next.done = done));
    this.known.set(file.path, next);
    return next.icon;
  }

  private async lookUp(jar: string): Promise<string | null> {
    const hash = await sha256(jar);
    if (hash === null) return null;
    const png = path.join(this.dir, `${hash}.png`);
    const none = path.join(this.dir, `${hash}.none`);
    if (await isFile(png)) return png;
    if (await isFile(none)) return null;
    const bytes = await readJarIcon(jar);
    await fs.promises.mkdir(this.dir, { recursive: true });
    if (bytes === null) {
      await writeFileReplacing(none, '');
      return null;
    }
    await writeFileReplacing(png, bytes);
    return png;
  }
}

function keyOf(file: IconSource): string {
  return `${file.size}:${file.mtimeMs}`;
}

/** The SHA-256 of a regular file, streamed (a FIFO or folder is not hashed: null). */
async function sha256(file: string): Promise<string | null> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (stat === null || !stat.isFile()) return null;
  return (await digestFile(file, ['sha256'])).digests[0]!;
}

async function isFile(file: string): Promise<boolean> {
  const stat = await fs.promises.lstat(file).catch(() => null);
  return stat?.isFile() === true;
}
