import type { ModMetadata } from '../model/modFile';
import type { ProblemMessages } from './problemMessages';
import { isUnknownVersion } from '../versions/fabricVersionPredicate';
import type { ConflictFacts } from './conflictFacts';
import type { ConflictReport } from './conflictReport';

/** What a conflict rule gets: the instance's facts (read only), the message templates and the report to add to. */
export interface ConflictContext {
  facts: ConflictFacts;
  msg: ProblemMessages;
  report: ConflictReport;
}

/**
 * One family of conflict checks (docs/architecture.md, "Conflict rules"). A rule reads {@link ConflictFacts} and
 * adds problems to the report; it never changes the facts and never touches files or the network, so rules are
 * independent of each other except for the order in which their reports are kept (see `conflictRules.ts`).
 */
export interface ConflictRule {
  /** Stable kebab-case name (tests, docs); not a problem code — one rule may report several codes. */
  id: string;
  check(ctx: ConflictContext): void;
}

/** `Name (id) version` for messages, leaving out a version the metadata does not really give. */
export function modText(msg: ProblemMessages, mod: ModMetadata): string {
  return msg.modLabel(mod.name, mod.id, isUnknownVersion(mod.version) ? null : mod.version);
}

/** The loaders a file's metadata is written for, as people read them (`Fabric/Forge`). */
export function loaderListText(msg: ProblemMessages, mods: readonly ModMetadata[]): string {
  return [...new Set(mods.map((m) => m.loader))].map((l) => msg.loaderName(l)).join('/');
}

/** Ends `text` with a full stop unless it already ends a sentence (also in Chinese). */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?。！？]$/.test(t) ? t : `${t}.`;
}

export function uniqueIds(mods: readonly ModMetadata[]): string[] {
  return [...new Set(mods.map((m) => m.id))];
}

export function uniquePaths(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}
