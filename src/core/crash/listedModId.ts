import type { RuleContext } from './crashRule';

/**
 * The id in the log's mod list that `id` (a guess from a package or a frame) names, compared without case, `-`, `_`
 * and `.` (`repurposedstructures` is `repurposed_structures`); null when the list has none.
 */
export function listedModId(ctx: RuleContext, id: string): string | null {
  const bare = (text: string): string => text.toLowerCase().replace(/[-_.]/g, '');
  const wanted = bare(id);
  for (const listed of ctx.facts.mods.keys()) if (bare(listed) === wanted) return listed;
  return null;
}
