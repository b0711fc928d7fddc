import type { ContentLookup } from '../core/content/contentLookup';

/**
 * Where the editor's id help (src/ui/contentAssist.ts) gets the pack's content index: the one place to point at the
 * content index builder of src/core/content/ when it lands. Until then there is no index, so scripts get no
 * completion, hover or id problems (the in-host tests hand ContentAssist a lookup of their own).
 */
export function contentSource(): () => Promise<ContentLookup | null> {
  return () => Promise.resolve(null);
}
