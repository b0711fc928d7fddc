import type { ContentLookup } from '../core/content/contentLookup';
import type { Instance } from '../core/model/instance';

/**
 * The content index `nova check` judges an instance's script, data-pack and config references with when no
 * `--content FILE` is given. The one place to point at the content index builder (src/core/content/); until an
 * instance has one, its references are not checked and `nova check` reports its mod problems only.
 */
export async function cliContentLookup(_instance: Instance): Promise<ContentLookup | null> {
  return Promise.resolve(null);
}
