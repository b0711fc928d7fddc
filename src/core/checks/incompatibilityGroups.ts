import type { ModFile, ModMetadata } from '../model/modFile';
import type { ProblemMessages } from './problemMessages';

/**
 * `breaks`/`conflicts` declarations collected per declared id before they become problems. A handful of pairs
 * become one problem each, as before; past {@link PAIR_LIMIT} pairs for one id (2,000 jars that each provide and
 * break one shared id would be 4 million pairs) they become a single grouped problem naming both sides, so the
 * problem list and its JSON stay linear in the number of jars.
 */
export const PAIR_LIMIT = 50;
/** File names quoted in a grouped message; the files array still lists them all. */
const SAMPLE = 3;

export interface IncompatiblePair {
  file: ModFile;
  mod: ModMetadata;
  otherFile: ModFile;
  otherMod: ModMetadata;
  /** The other mod sits inside `otherFile` as a nested jar. */
  otherNested: boolean;
  range: string;
}

export interface IncompatibilityGroup {
  kind: 'breaks' | 'conflicts';
  id: string;
  range: string;
  pairCount: number;
  /** The pairs themselves, kept only while there are at most {@link PAIR_LIMIT}. */
  pairs: IncompatiblePair[] | null;
  declaring: Map<ModFile, ModMetadata>;
  providing: Map<ModFile, ModMetadata>;
}

export class IncompatibilityGroups {
  private readonly groups = new Map<string, IncompatibilityGroup>();

  record(kind: 'breaks' | 'conflicts', id: string, pair: IncompatiblePair): void {
    const key = `${kind}\u0000${id}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { kind, id, range: pair.range, pairCount: 0, pairs: [], declaring: new Map(), providing: new Map() };
      this.groups.set(key, group);
    }
    group.pairCount++;
    group.declaring.set(pair.file, pair.mod);
    group.providing.set(pair.otherFile, pair.otherMod);
    if (group.pairs !== null) {
      if (group.pairCount <= PAIR_LIMIT) group.pairs.push(pair);
      else group.pairs = null;
    }
  }

  /** Every group, in the order the ids were first met. */
  all(): IncompatibilityGroup[] {
    return [...this.groups.values()];
  }
}

/** The grouped message for a group past {@link PAIR_LIMIT} pairs. */
export function groupedIncompatibilityMessage(msg: ProblemMessages, group: IncompatibilityGroup): string {
  const sample = (files: Map<ModFile, ModMetadata>): string => {
    const names = [...files.keys()].slice(0, SAMPLE).map((f) => f.fileName);
    return files.size > SAMPLE ? `${names.join(', ')} …` : names.join(', ');
  };
  return msg.groupedIncompatibility({
    kind: group.kind,
    id: group.id,
    range: group.range,
    pairs: group.pairCount,
    declaring: group.declaring.size,
    declaringSample: sample(group.declaring),
    providing: group.providing.size,
    providingSample: sample(group.providing),
  });
}
