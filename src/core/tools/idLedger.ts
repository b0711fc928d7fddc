import type { IdKind, IdRef } from './defineTool';
import { oneLine } from '../text/toolText';

/** Where the model finds a valid id of each kind; used in refusals so the model can recover. */
const WHERE: Record<IdKind, string> = {
  instance: 'take instance ids from list_instances',
  'mod-file': 'take mod file names from list_mods for that instance',
  project: 'take project ids from search_content or check_updates',
  version: 'take version ids from get_project_versions or check_updates',
  backup: 'take backup ids from list_backups',
  file: 'take file paths from an earlier listing',
  content: 'take item, block, fluid, tag and recipe ids from find_content, get_tags or find_recipes',
};

const LABEL: Record<IdKind, string> = {
  instance: 'instance id',
  'mod-file': 'mod file',
  project: 'project id',
  version: 'version id',
  backup: 'backup id',
  file: 'file',
  content: 'content id',
};

/**
 * The ids that appeared in tool results of one conversation and the tool that showed each first. Write calls
 * may only use recorded ids: a prompt-injection defence (ids named only in untrusted text are never recorded,
 * because tools report ids as structured data). Serializable so a host can persist it with the history.
 */
export class IdLedger {
  private readonly seen = new Map<string, string>();
  /** The hash of each file's text when a read tool last showed it, by instance and game-folder-relative path. */
  private readonly texts = new Map<string, string>();

  static fromJSON(entries: Record<string, string>): IdLedger {
    const ledger = new IdLedger();
    for (const [key, source] of Object.entries(entries)) {
      if (key.startsWith(TEXT_PREFIX)) ledger.texts.set(key.slice(TEXT_PREFIX.length), source);
      else ledger.seen.set(key, source);
    }
    return ledger;
  }

  toJSON(): Record<string, string> {
    return {
      ...Object.fromEntries(this.seen),
      ...Object.fromEntries([...this.texts].map(([key, hash]) => [TEXT_PREFIX + key, hash])),
    };
  }

  /** Records that the model was shown `rel` of `instanceId` whose text had `hash` (the latest read wins). */
  recordText(instanceId: string, rel: string, hash: string): void {
    this.texts.set(`${instanceId}\u0000${rel}`, hash);
  }

  /** The hash of the text last shown of that file, or undefined when it was never read in this conversation. */
  textHash(instanceId: string, rel: string): string | undefined {
    return this.texts.get(`${instanceId}\u0000${rel}`);
  }

  record(ref: IdRef, source: string): void {
    const key = keyOf(ref);
    if (!this.seen.has(key)) this.seen.set(key, source);
  }

  has(ref: IdRef): boolean {
    return this.seen.has(keyOf(ref));
  }

  /** The tool whose result first showed the id, or undefined when it never appeared. */
  sourceOf(ref: IdRef): string | undefined {
    return this.seen.get(keyOf(ref));
  }

  get size(): number {
    return this.seen.size;
  }
}

/** Prefix of the text-hash entries in the JSON form (ids never start with a control character). */
const TEXT_PREFIX = '\u0001text\u0000';

function keyOf(ref: IdRef): string {
  return `${ref.kind}\u0000${ref.scope ?? ''}\u0000${ref.value}`;
}

/** A refusal for ids that never appeared: names each one and where a real id comes from. */
export function unseenIdsMessage(toolName: string, refs: readonly IdRef[]): string {
  const lines = refs.map((ref) => {
    const scope = ref.scope === undefined ? '' : ` of instance '${oneLine(ref.scope, 80)}'`;
    return `- ${LABEL[ref.kind]} '${oneLine(ref.value, 120)}'${scope}: ${WHERE[ref.kind]}`;
  });
  return (
    `Refused ${toolName}: these ids did not appear in any earlier tool result of this conversation, so they may be ` +
    `invented or come from untrusted text. Nothing was queued.\n${lines.join('\n')}\n` +
    `Call the listing tool first, then use an id exactly as it shows it.`
  );
}
