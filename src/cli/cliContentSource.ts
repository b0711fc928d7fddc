import { ContentIndexer } from '../core/content/contentIndexer';
import { ContentLookup } from '../core/content/contentLookup';
import type { Instance } from '../core/model/instance';
import { ModScanner } from '../core/mods/modScanner';

/**
 * The content index `nova check` judges an instance's script, data-pack and config references with when no
 * `--content FILE` is given: the instance's own, built from its jars, data packs and KubeJS startup scripts
 * (src/core/content/contentIndexer.ts) with blocking reads, as the CLI has nothing else to do meanwhile.
 */
export async function cliContentLookup(instance: Instance): Promise<ContentLookup | null> {
  const indexer = new ContentIndexer(new ModScanner({ blockingReads: true }), { blockingReads: true });
  return new ContentLookup(await indexer.index(instance));
}
