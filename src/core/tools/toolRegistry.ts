import type * as z from 'zod';
import type { ProposalDraft } from '../edits';
import type { HostCapability } from '../ports';
import { ToolError, type AnyTool, type IdRef } from './defineTool';
import { unseenIdsMessage, type IdLedger } from './idLedger';
import { capResult, RESULT_CAP } from './resultCap';
import { asUntrustedData, neutraliseMarkup, UNTRUSTED_TEXT_CAP } from './untrustedData';
import { parametersSchemaOf, type JsonSchema } from './toolSchema';
import { oneLine } from '../text/toolText';
import { MAX_NESTING_DEPTH, tooDeeplyNested } from '../formats/nestingDepth';
import { errorMessage } from '../text/textSafety';

/** One entry of the Chat Completions `tools` array, exactly as sent. */
export interface WireTool {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema };
}

/** A wire entry plus what people and hosts need to know about it (`nova tools --json`). */
export interface ToolDescription extends WireTool {
  readOnly: boolean;
  displayName: string;
}

export interface RegistryOptions {
  /** What the host offers; tools needing anything else are not registered. */
  capabilities: readonly HostCapability[];
  /** Registers read tools only: for hosts without a confirmation UI. */
  readOnlyOnly?: boolean;
}

/** A tool call as assembled from the stream: `arguments` is the raw JSON text. */
export interface ToolCallRequest {
  id: string;
  name: string;
  arguments: string;
}

/**
 * What running one call produced. A `result`'s `content` is the message for the model as it is: capped at 900
 * characters, and inside the untrusted-data tags when the tool produced it (untrustedData.ts); `text` is the same
 * without the tags, for people.
 */
export type CallOutcome =
  | { kind: 'result'; ok: boolean; text: string; content: string; fullChars: number; read?: readonly string[] }
  | { kind: 'proposals'; tool: AnyTool; drafts: ProposalDraft[]; source: string };

/**
 * The tools one host sends to the model: filtered by capability and `readOnlyOnly`, read tools before write
 * tools (docs/architecture.md principles 5–6). Runs calls: validation, the 900-character cap, id provenance.
 */
export class ToolRegistry {
  readonly tools: readonly AnyTool[];
  private readonly byName = new Map<string, AnyTool>();
  /** Known tools this host leaves out, with why: lets the model be told instead of guessing. */
  private readonly excluded = new Map<string, string>();
  private readonly schemas = new Map<string, JsonSchema>();

  constructor(all: readonly AnyTool[], options: RegistryOptions) {
    const kept: AnyTool[] = [];
    for (const tool of all) {
      if (this.byName.has(tool.name) || this.excluded.has(tool.name))
        throw new Error(`Tool ${tool.name} is defined twice.`);
      const missing = (tool.capabilities ?? []).filter((c) => !options.capabilities.includes(c));
      if (missing.length > 0) {
        this.excluded.set(tool.name, `this host has no ${missing.join(' or ')} access`);
      } else if (options.readOnlyOnly === true && !tool.readOnly) {
        this.excluded.set(
          tool.name,
          'it changes files and this host has no confirmation step; describe the change to the user instead',
        );
      } else {
        kept.push(tool);
        this.byName.set(tool.name, tool);
      }
    }
    this.tools = [...kept.filter((t) => t.readOnly), ...kept.filter((t) => !t.readOnly)];
    for (const tool of this.tools)
      this.schemas.set(tool.name, parametersSchemaOf(tool.name, tool.parameters as z.ZodObject));
  }

  get(name: string): AnyTool | undefined {
    return this.byName.get(name);
  }

  /** The `tools` array of a Chat Completions request. */
  wireTools(): WireTool[] {
    return this.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: this.schemas.get(tool.name) ?? {} },
    }));
  }

  describe(): ToolDescription[] {
    return this.wireTools().map((wire, i) => {
      const tool = this.tools[i] as AnyTool;
      return { ...wire, readOnly: tool.readOnly, displayName: tool.displayName };
    });
  }

  /**
   * Runs one call. Read tools execute; write tools are validated and checked for id provenance, then returned as
   * drafts (never executed). Every failure becomes result text telling the model what to do next. Rethrows only
   * cancellation (`signal.aborted`).
   */
  async run(call: ToolCallRequest, ledger: IdLedger, signal: AbortSignal): Promise<CallOutcome> {
    const tool = this.byName.get(call.name);
    if (tool === undefined) return this.failure(this.unknownToolMessage(call.name));
    const parsed = parseArguments(tool, call.arguments);
    if (!parsed.ok) return this.failure(parsed.message);
    try {
      if (tool.readOnly) {
        const result = await tool.execute(parsed.args, { signal });
        const how = result.rest ?? (() => `call ${tool.name} again with a narrower filter or query`);
        const capped = capResult(neutraliseMarkup(result.text), how, UNTRUSTED_TEXT_CAP);
        for (const ref of result.ids ?? []) if (shows(capped.text, ref.value)) ledger.record(ref, tool.name);
        for (const seen of result.seenTexts ?? []) ledger.recordText(seen.instanceId, seen.rel, seen.hash);
        return {
          kind: 'result',
          ok: true,
          text: capped.text,
          content: asUntrustedData(capped.text),
          fullChars: capped.total,
          ...(result.read === undefined ? {} : { read: result.read }),
        };
      }
      const refs = tool.ids(parsed.args);
      const unseen = refs.filter((ref) => !ledger.has(ref));
      if (unseen.length > 0) return this.failure(unseenIdsMessage(tool.name, unseen));
      const drafts = await tool.propose(parsed.args, {
        signal,
        seenText: (instanceId, rel) => ledger.textHash(instanceId, rel),
      });
      if (drafts.length === 0)
        return this.failure(`${tool.name} had nothing to propose: the files are already in that state.`);
      return { kind: 'proposals', tool, drafts, source: provenanceOf(refs, ledger) };
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof ToolError) return this.failure(`${tool.name}: ${error.message}`, true);
      const message = errorMessage(error);
      return this.failure(
        `${tool.name} failed: ${message}. This was not caused by your arguments' format; try once more, or tell the user what failed.`,
        true,
      );
    }
  }

  /** A failed call; `fromData` when the tool raised it while running (it may quote files or servers). */
  private failure(message: string, fromData = false): CallOutcome {
    const how = () => 'call with narrower arguments';
    const capped = capResult(neutraliseMarkup(message), how, fromData ? UNTRUSTED_TEXT_CAP : RESULT_CAP);
    const content = fromData ? asUntrustedData(capped.text) : capped.text;
    return { kind: 'result', ok: false, text: capped.text, content, fullChars: capped.total };
  }

  private unknownToolMessage(name: string): string {
    const why = this.excluded.get(name);
    if (why !== undefined) return `The tool ${name} is not available here: ${why}.`;
    return `There is no tool named '${oneLine(name, 64)}'. Call only these tools: ${this.tools.map((t) => t.name).join(', ')}.`;
  }
}

type Parsed = { ok: true; args: Record<string, unknown> } | { ok: false; message: string };

/**
 * Parses and validates raw call arguments. Tolerates what lenient servers send: empty text for no arguments,
 * JSON encoded twice, and omitted nullable arguments (taken as null).
 */
export function parseArguments(tool: AnyTool, raw: string): Parsed {
  let value: unknown;
  const text = raw.trim();
  if (tooDeeplyNested(text)) {
    return {
      ok: false,
      message: `The arguments of ${tool.name} nest deeper than ${MAX_NESTING_DEPTH} levels. Nothing was run. Call ${tool.name} again with one flat JSON object matching its parameters.`,
    };
  }
  try {
    value = text === '' ? {} : JSON.parse(text);
    if (typeof value === 'string') value = JSON.parse(value);
  } catch (error) {
    const reason = errorMessage(error);
    return {
      ok: false,
      message: `The arguments of ${tool.name} are not valid JSON (${reason}). Nothing was run. Call ${tool.name} again with one JSON object matching its parameters.`,
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message: `The arguments of ${tool.name} must be a JSON object. Nothing was run. Call ${tool.name} again with an object.`,
    };
  }
  const args: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const shape = (tool.parameters as z.ZodObject).shape as Record<string, z.ZodType>;
  for (const [key, field] of Object.entries(shape)) {
    if (args[key] === undefined && field.safeParse(null).success) args[key] = null;
  }
  const result = (tool.parameters as z.ZodObject).safeParse(args);
  if (result.success) return { ok: true, args: result.data };
  const problems = result.error.issues
    .slice(0, 6)
    .map((issue) => {
      const at = issue.path.length > 0 ? issue.path.join('.') : '(arguments)';
      const missing =
        issue.code === 'invalid_type' && args[String(issue.path[0])] === undefined
          ? 'required but missing'
          : issue.message;
      return `${at}: ${missing}`;
    })
    .join('; ');
  return {
    ok: false,
    message: `Invalid arguments for ${tool.name}: ${problems}. Nothing was run. Call ${tool.name} again with corrected arguments.`,
  };
}

function provenanceOf(refs: readonly IdRef[], ledger: IdLedger): string {
  const sources = [...new Set(refs.map((ref) => ledger.sourceOf(ref)).filter((s): s is string => s !== undefined))];
  return sources.length === 0 ? 'the model’s own request' : `ids taken from ${sources.join(', ')} results`;
}

/** True when `text` shows `value` as is or JSON-escaped (names with control characters are shown quoted). */
function shows(text: string, value: string): boolean {
  return text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1));
}
