import * as fs from 'node:fs';

/** Stats without following the last link and without ever opening the file; null when it does not exist. */
export async function lstatOrNull(file: string): Promise<fs.Stats | null> {
  try {
    return await fs.promises.lstat(file);
  } catch {
    return null;
  }
}
