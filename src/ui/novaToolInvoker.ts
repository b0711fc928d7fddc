import * as vscode from 'vscode';
import { approvalNote } from '../core/agent/agentLoop';
import { numberProposals, type ProposedChange } from '../core/edits';
import type { ApprovalOutcome, ChangeApplier } from '../core/ports';
import { IdLedger } from '../core/tools/idLedger';
import { capResult } from '../core/tools/resultCap';
import type { ToolRegistry } from '../core/tools/toolRegistry';
import { untrustedRefusal } from '../host/workspaceTrust';
import { showApprovalChecklist } from './approvalChecklist';
import type { Checklist } from './chatSession';

/** One call from an agent outside Nova's own chat: a registry tool name (no `nova_` prefix) and its input. */
export interface ToolInvocation {
  name: string;
  input: unknown;
}

/** What one call produced, for the model (`text`, capped) and for the person (`read`, `outcomes`). */
export interface InvocationResult {
  name: string;
  /** False for a refused or failed call: `text` then says why and what to do instead. */
  ok: boolean;
  text: string;
  /** The message for a model when it differs from `text`: a registry result in its untrusted-data tags (untrustedData.ts). */
  content?: string;
  /** The files a read tool read (absolute paths), for references. */
  read: readonly string[];
  /** For a write call: its checklist items and what became of each. */
  proposals: readonly ProposedChange[];
  outcomes: readonly ApprovalOutcome[];
}

export interface NovaToolInvokerDeps {
  /** The VS Code host's registry (read and write tools; capabilities and `nova.network.enabled` applied). */
  tools: () => ToolRegistry;
  /** The one applier: the same journal and undo as the chat, the palette commands and the quick fixes. */
  applier: ChangeApplier;
}

/**
 * Runs Nova's tools for agents outside Nova's chat (Copilot agent mode and other callers of `vscode.lm.invokeTool`,
 * and the `@nova` chat participant), with the same rules as Nova's own loop: the registry validates, caps and
 * checks id provenance against one ledger for the window (fed by every read result shown here), and a write call
 * opens Nova's checklist, whose picked items the one applier applies and journals; the result says what was applied
 * or declined. Checklists are shown one at a time: a second QuickPick would close the first.
 */
export class NovaToolInvoker {
  /** Ids shown to agents in this window; write calls may use only these. */
  readonly ledger = new IdLedger();
  private checklist: Checklist = showApprovalChecklist;
  private queue: Promise<unknown> = Promise.resolve();
  private calls = 0;

  constructor(private readonly deps: NovaToolInvokerDeps) {}

  /** The registry the next call runs through (built afresh so settings changes apply at once). */
  registry(): ToolRegistry {
    return this.deps.tools();
  }

  /** Replaces the QuickPick checklist (the in-host tests wrap or answer it); undefined restores the QuickPick. */
  useChecklist(checklist: Checklist | undefined): void {
    this.checklist = checklist ?? showApprovalChecklist;
  }

  /**
   * Runs one model turn's calls: reads at once (in parallel), writes validated and proposed in order, then every
   * write of the batch in one checklist. One result per call, in the calls' order. Rethrows only cancellation.
   */
  async run(invocations: readonly ToolInvocation[], signal: AbortSignal): Promise<InvocationResult[]> {
    const registry = this.registry();
    const results = new Map<number, InvocationResult>();
    const writes: Array<{ index: number; name: string; proposals: ProposedChange[] }> = [];
    const blank = { read: [], proposals: [], outcomes: [] };
    const runOne = async (invocation: ToolInvocation, index: number): Promise<void> => {
      this.calls += 1;
      const call = { id: `lm-${this.calls}`, name: invocation.name, arguments: JSON.stringify(invocation.input ?? {}) };
      const write = registry.get(invocation.name)?.readOnly === false;
      const untrusted = write ? untrustedRefusal('change') : null;
      if (untrusted !== null) {
        results.set(index, { name: invocation.name, ok: false, text: untrusted, ...blank });
        return;
      }
      const outcome = await registry.run(call, this.ledger, signal);
      if (outcome.kind === 'result') {
        results.set(index, {
          name: invocation.name,
          ok: outcome.ok,
          text: outcome.text,
          content: outcome.content,
          ...blank,
          read: outcome.read ?? [],
        });
        return;
      }
      const first = writes.reduce((n, w) => n + w.proposals.length, 0) + 1;
      writes.push({
        index,
        name: invocation.name,
        proposals: numberProposals(outcome.drafts, outcome.tool, first, outcome.source),
      });
    };
    const isWrite = (inv: ToolInvocation): boolean => registry.get(inv.name)?.readOnly === false;
    const runWrites = async (): Promise<void> => {
      for (const [i, inv] of invocations.entries()) if (isWrite(inv)) await runOne(inv, i);
    };
    await Promise.all([...invocations.map((inv, i) => (isWrite(inv) ? undefined : runOne(inv, i))), runWrites()]);
    if (signal.aborted) throw signal.reason ?? new Error('cancelled');
    const proposals = writes.flatMap((w) => w.proposals);
    if (proposals.length > 0) {
      const outcomes = await this.review(proposals, signal);
      for (const write of writes) {
        const mine = outcomes.filter((o) => write.proposals.some((p) => p.item === o.item));
        const note = capResult(
          approvalNote(write.proposals, mine),
          () => 'the checklist showed every item to the user',
        );
        results.set(write.index, {
          name: write.name,
          ok: true,
          text: note.text,
          read: [],
          proposals: write.proposals,
          outcomes: mine,
        });
      }
    }
    return invocations.map(
      (inv, i) =>
        results.get(i) ?? { name: inv.name, ok: false, text: `${inv.name} returned nothing; try once more.`, ...blank },
    );
  }

  /** The checklist, then the applier; waits for any checklist already open. */
  private review(proposals: readonly ProposedChange[], signal: AbortSignal): Promise<ApprovalOutcome[]> {
    const next = this.queue.then(async () => {
      const picked = signal.aborted ? [] : ((await this.checklist(proposals, signal)) ?? []);
      const label =
        picked.length === 1
          ? (picked[0]?.summary ?? '')
          : vscode.l10n.t('{0} changes asked for in VS Code chat', picked.length);
      const outcomes = await this.deps.applier.apply(proposals, label, picked);
      return outcomes;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
