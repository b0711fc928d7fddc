import { unreadableReason } from '../mods/readerTexts';
import { ConflictFacts } from '../checks/conflictFacts';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import { KNOWN_CLIENT_MODS } from './knownClientMods';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { ServerPackMessages, verdictReason, type VerdictWhy } from './serverPackMessages';
import { signal, type SideClaim, type SideSignal } from './sideSignal';

export type ServerVerdict = 'keep' | 'drop' | 'undecided';

export interface ModVerdict {
  file: ModFile;
  /** The file's first mod id, null for a jar without metadata. */
  id: string | null;
  verdict: ServerVerdict;
  /** Why, in one plain English sentence (the deciding signal, or who needs it): `--json` and the model read it. */
  reason: string;
  /** The same reason as data, rendered in any locale by verdictReason (serverPackMessages.ts). */
  why: VerdictWhy;
  /** Every signal found, strongest first. */
  signals: SideSignal[];
  /** The signal that decided, null when none did. */
  decidedBy: SideSignal | null;
  /** Weaker signals that said otherwise and lost. */
  overridden: SideSignal[];
  /** The kept mods (ids) that require this one, when that is why it stays. */
  requiredBy: string[];
}

export interface ServerPackProblem {
  code: 'server-missing-dependency' | 'server-client-only-dependency' | 'server-corrupt-jar';
  /** The file the problem is about (its name). */
  file: string;
  /** In English (`--json`, the model). */
  message: string;
  /** The same text by message id, for people in their locale. */
  text: Message;
}

export interface SideVerdicts {
  verdicts: ModVerdict[];
  problems: ServerPackProblem[];
  /** What could not be used, said once each (an unreadable `.mrpack` index, Modrinth unreachable); not problems. */
  notes?: string[];
}

/** A dependency the loader itself supplies, or one that is not a mod at all. */
const NOT_MODS = new Set(['java', 'minecraft', 'fabricloader', 'fabric-loader', 'quilt_loader', 'forge', 'neoforge']);

/**
 * Decides, for each enabled mod file, whether a dedicated server needs it. Per file the strongest signal wins
 * (sideSignal.ts); a tie between signals that disagree leaves it undecided, and undecided files are kept. Then the
 * server is never broken: every mod that a kept mod requires (directly, through `provides` or a jar nested in it) is
 * kept too, whatever its signals say, and the verdict names who needs it. A kept mod whose required dependency is
 * missing, or can only load on a client, is a problem, not a silent drop.
 */
export function decideServerSide(
  instance: Instance,
  files: readonly ModFile[],
  jarSignals: ReadonlyMap<string, readonly SideSignal[]>,
): SideVerdicts {
  const enabled = files.filter((f) => f.enabled);
  const facts = new ConflictFacts(instance, enabled);
  const problems: ServerPackProblem[] = [];
  const verdicts = new Map<ModFile, ModVerdict>();

  for (const file of enabled) {
    const signals = [...(jarSignals.get(file.path) ?? []), ...packSignals(file), ...listSignals(file)].sort(
      (a, b) => b.strength - a.strength,
    );
    const id = file.mods[0]?.id ?? null;
    verdicts.set(file, { file, id, requiredBy: [], ...judge(signals) });
    if (file.kind === 'corrupt') {
      problems.push(
        serverPackProblem(
          'server-corrupt-jar',
          file.fileName,
          ServerPackMessages.corruptJar({ file: file.fileName, error: unreadableReason(file, 'damaged') }),
        ),
      );
    }
  }

  // Never break the server: keep what a kept mod requires, until nothing changes.
  const queue = [...verdicts.values()].filter((v) => v.verdict !== 'drop');
  const reported = new Set<string>();
  while (queue.length > 0) {
    const kept = queue.shift()!;
    for (const mod of facts.active.get(kept.file) ?? []) {
      for (const dep of mod.dependencies) {
        if (dep.kind !== 'required' || dep.side === 'client' || NOT_MODS.has(dep.id) || facts.builtIns.has(dep.id))
          continue;
        const providers = facts.providersOf(dep.id);
        if (providers.length === 0) {
          const key = `${mod.id} ${dep.id}`;
          if (!reported.has(key)) {
            reported.add(key);
            problems.push(
              serverPackProblem(
                'server-missing-dependency',
                kept.file.fileName,
                ServerPackMessages.missingDependency({ mod: mod.name, dependency: dep.id }),
              ),
            );
          }
          continue;
        }
        if (providers.some((p) => verdicts.get(p.file)?.verdict !== 'drop')) {
          for (const p of providers) addRequirer(verdicts.get(p.file), mod.id);
          continue;
        }
        // Every provider looked client-only: keep the first, and say whether its loader will load it at all.
        const provider = verdicts.get(providers[0]!.file)!;
        addRequirer(provider, mod.id);
        const refused =
          provider.decidedBy !== null && provider.decidedBy.strength >= 6 && provider.decidedBy.claim === 'client';
        provider.overridden =
          provider.decidedBy !== null ? [provider.decidedBy, ...provider.overridden] : provider.overridden;
        provider.verdict = 'keep';
        provider.why = { kind: 'required', name: mod.name, id: mod.id, although: provider.decidedBy };
        provider.reason = verdictReason(provider.why);
        provider.decidedBy = null;
        queue.push(provider);
        if (refused) {
          problems.push(
            serverPackProblem(
              'server-client-only-dependency',
              kept.file.fileName,
              ServerPackMessages.clientOnlyDependency({
                mod: mod.name,
                dependency: dep.id,
                file: provider.file.fileName,
              }),
            ),
          );
        }
      }
    }
  }
  return { verdicts: [...verdicts.values()], problems };
}

/** A problem with its English `message` rendered from `text`. */
export function serverPackProblem(code: ServerPackProblem['code'], file: string, text: Message): ServerPackProblem {
  return { code, file, message: renderMessage(text), text };
}

function addRequirer(verdict: ModVerdict | undefined, id: string): void {
  if (verdict !== undefined && !verdict.requiredBy.includes(id)) verdict.requiredBy.push(id);
}

/** No verdict: nothing said where the mod runs, or the strongest signals disagree. */
function undecided(why: VerdictWhy, signals: SideSignal[]): Omit<ModVerdict, 'file' | 'id' | 'requiredBy'> {
  return { verdict: 'undecided', reason: verdictReason(why), why, signals, decidedBy: null, overridden: [] };
}

function judge(signals: SideSignal[]): Omit<ModVerdict, 'file' | 'id' | 'requiredBy'> {
  const top = signals[0];
  if (top === undefined) return undecided({ kind: 'no-signal' }, signals);
  const atTop = signals.filter((s) => s.strength === top.strength);
  const claims = new Set<SideClaim>(atTop.map((s) => s.claim));
  if (claims.has('client') && claims.size > 1) return undecided({ kind: 'tie', signals: atTop }, signals);
  const claim = top.claim;
  const overridden = signals.filter((s) => s.claim !== claim && (claim === 'client' || s.claim === 'client'));
  const verdict: ServerVerdict = claim === 'client' ? 'drop' : 'keep';
  const why: VerdictWhy = { kind: 'decided', claim, signal: top, over: overridden };
  return {
    verdict,
    reason: verdictReason(why),
    why,
    signals,
    decidedBy: top,
    overridden,
  };
}

/** What the pack says: a packwiz metafile's `side` (absent means both, so `both` is a weak statement). */
function packSignals(file: ModFile): SideSignal[] {
  if (file.packwiz === undefined) return [];
  const side = file.mods[0]?.side ?? 'both';
  return side === 'both'
    ? [signal('packwiz-side', 'both', ServerPackMessages.packwizNoSide({ metafile: file.packwiz.metafile }), 2)]
    : [signal('packwiz-side', side, ServerPackMessages.packwizSide({ metafile: file.packwiz.metafile, side }))];
}

function listSignals(file: ModFile): SideSignal[] {
  const known = file.mods.find((m) => KNOWN_CLIENT_MODS.has(m.id));
  if (known === undefined) return [];
  return [
    signal(
      'known-client-mod',
      'client',
      ServerPackMessages.knownClientMod({ name: KNOWN_CLIENT_MODS.get(known.id) ?? known.id, id: known.id }),
    ),
  ];
}
