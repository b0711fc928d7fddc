import { ContentLookup } from '../core/content/contentLookup';
import type { Instance } from '../core/model/instance';
import { cliContentIndex, type CliContent } from './cliContentIndexer';

/**
 * The content index `nova check` judges an instance's script, data-pack and config references with when no
 * `--content FILE` is given: the instance's own, built from its jars, data packs and KubeJS startup scripts
 * (src/core/content/contentIndexer.ts) through the CLI's content cache (cliContentIndexer.ts).
 */
export async function cliContentLookup(instance: Instance, cli: CliContent): Promise<ContentLookup | null> {
  return new ContentLookup(await cliContentIndex(cli, instance));
}
