import * as path from 'node:path';
import { isFile } from './fsProbe';

/**
 * A game folder is a dedicated server's when it holds `server.properties` or `eula.txt`
 * (both are written only by the server jar); everything else is a client.
 */
export async function detectSide(gameDir: string): Promise<'client' | 'server'> {
  const [properties, eula] = await Promise.all([
    isFile(path.join(gameDir, 'server.properties')),
    isFile(path.join(gameDir, 'eula.txt')),
  ]);
  return properties || eula ? 'server' : 'client';
}
