import * as fs from 'node:fs';
import { FileSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { readArchiveContent } from './sourceContent';

/** The item, block and fluid ids one jar defines, and the namespaces it (partly) makes at run time. */
export interface ArchiveIds {
  ids: Set<string>;
  /** Namespaces where an id not listed may still exist (run-time content); `all` when the whole jar makes some. */
  runtime: Set<string> | 'all';
}

/**
 * Reads the ids of one jar (and its nested jars) with the content reader (sourceContent.ts: bounded sizes, a
 * damaged entry skipped), for comparing a mod's old and new versions. Throws when the jar's directory is damaged.
 */
export async function readArchiveIds(file: string, signal?: AbortSignal): Promise<ArchiveIds> {
  const stat = await fs.promises.stat(file);
  const source = await FileSource.open(file, stat.size);
  try {
    const content = await readArchiveContent(await JarArchive.open(source), signal);
    const ids = new Set<string>();
    let runtime: Set<string> | 'all' = new Set();
    for (const part of content.parts) {
      // Flat pairs `id, entry name` (sourceContent.ts): the ids are at the even places.
      for (const list of [part.items, part.blocks, part.fluids])
        for (let i = 0; i < list.length; i += 2) ids.add(list[i] as string);
      if (part.runtimeContent !== null) runtime = 'all';
      if (runtime !== 'all') for (const ns of Object.keys(part.incomplete)) runtime.add(ns);
    }
    return { ids, runtime };
  } finally {
    source.close();
  }
}
