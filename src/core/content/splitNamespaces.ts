import type { Message } from '../locale/messageCatalog';
import { ContentNotes } from './contentMessages';
import type { SourcePart } from './sourceContent';

const UNMODELLED = ContentNotes.unmodelledNames({ count: 0 }).id;

/**
 * The "many names have no item model" judgement (sourceContent.ts) of a namespace that several archives share, made
 * again across all of them when the index is merged. One jar judges only its own files, so a namespace split across
 * jars (Thermal Foundation's lang file names the items of Thermal Expansion's jar, which holds their models) looked
 * partly made at run time. A namespace only one archive has keeps that archive's judgement as it is.
 *
 * The reasons are kept as the merge always kept them: the first one set for a namespace wins (`mark`); one a part's
 * names judgement hid is remembered, so it stands when the merged judgement finds the names modelled after all.
 */
export class SplitNamespaces {
  /** Per namespace (never `minecraft`): the item-holding parts that list it. */
  private readonly parts = new Map<string, SourcePart[]>();
  /** Per namespace: the names judgement of a part that was set as its reason. */
  private readonly fromNames = new Map<string, Message>();
  /** Per namespace: the first other reason a part gave after {@link fromNames} was set. */
  private readonly hidden = new Map<string, Message>();

  /** A part whose items and blocks count (a mod's or the game's archive, not a datapack or resource pack). */
  addPart(part: SourcePart): void {
    for (const ns of part.namespaces) {
      if (ns === 'minecraft') continue;
      const list = this.parts.get(ns);
      if (list === undefined) this.parts.set(ns, [part]);
      else list.push(part);
    }
  }

  /** Sets `why` as the reason of `ns` unless one is set already (the first wins). */
  mark(incomplete: Map<string, Message>, ns: string, why: Message): void {
    const set = incomplete.get(ns);
    if (set === undefined) {
      incomplete.set(ns, why);
      if (why.id === UNMODELLED) this.fromNames.set(ns, why);
      return;
    }
    if (why.id !== UNMODELLED && this.fromNames.get(ns) === set && !this.hidden.has(ns)) this.hidden.set(ns, why);
  }

  /**
   * Judges again every namespace two or more parts list, with the same rule as one jar (sourceContent.ts): at least
   * 10 English `item.<ns>.<path>` names that are neither an item nor a block of the merged pack, and more than a
   * quarter of the namespace's item count.
   */
  settle(
    incomplete: Map<string, Message>,
    items: ReadonlyMap<string, unknown>,
    blocks: ReadonlyMap<string, unknown>,
  ): void {
    const shared = new Map<string, Set<string>>();
    for (const [ns, list] of this.parts) if (list.length > 1) shared.set(ns, new Set());
    if (shared.size === 0) return;
    // Each part's English keys are read once, for every shared namespace the part lists (as one jar reads only its own).
    const read = new Set<SourcePart>();
    for (const ns of shared.keys()) {
      for (const part of this.parts.get(ns)!) {
        if (read.has(part)) continue;
        read.add(part);
        const en = part.lang['en_us'];
        if (en === undefined) continue;
        const listed = new Set(part.namespaces);
        for (let k = 0; k < en.length; k += 2) {
          const key = en[k]!;
          if (!key.startsWith('item.')) continue;
          const dot = key.indexOf('.', 5);
          if (dot < 0 || dot + 1 === key.length || key.includes('.', dot + 1)) continue;
          const keyNs = key.slice(5, dot);
          if (listed.has(keyNs)) shared.get(keyNs)?.add(key.slice(dot + 1));
        }
      }
    }
    const itemCounts = new Map<string, number>([...shared.keys()].map((ns) => [ns, 0]));
    for (const id of items.keys()) {
      const ns = id.slice(0, id.indexOf(':'));
      const n = itemCounts.get(ns);
      if (n !== undefined) itemCounts.set(ns, n + 1);
    }
    for (const [ns, names] of shared) {
      let unmodelled = 0;
      for (const p of names) if (!items.has(`${ns}:${p}`) && !blocks.has(`${ns}:${p}`)) unmodelled++;
      const set = incomplete.get(ns);
      const byNames = set !== undefined && set === this.fromNames.get(ns);
      if (unmodelled >= 10 && unmodelled > itemCounts.get(ns)! / 4) {
        if (set === undefined || byNames) incomplete.set(ns, ContentNotes.unmodelledNames({ count: unmodelled }));
      } else if (byNames) {
        const other = this.hidden.get(ns);
        if (other === undefined) incomplete.delete(ns);
        else incomplete.set(ns, other);
      }
    }
  }
}
