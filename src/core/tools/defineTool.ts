import type * as z from 'zod';
import type { ProposalDraft } from '../edits';
import type { HostCapability } from '../ports';

/** Kinds of ids the model may only take from earlier tool results (docs/architecture.md principle 8). */
export type IdKind = 'instance' | 'mod-file' | 'project' | 'version' | 'backup' | 'file' | 'content';

/**
 * An id that appeared in a tool result or that a write call uses. `scope` narrows it (a mod file name is only
 * known within its instance); ids are compared on kind, scope and value.
 */
export interface IdRef {
  kind: IdKind;
  value: string;
  scope?: string;
}

/** Per-call context every tool gets. Service dependencies are bound when a tool family is built, not passed here. */
export interface ToolRunContext {
  signal: AbortSignal;
  /**
   * For write tools: the hash of a file's text when a read tool of this conversation last showed it (the ledger's
   * record), or undefined when the model never read it. Text edits are refused on files the model has not seen.
   */
  seenText?: (instanceId: string, rel: string) => string | undefined;
}

/** A text file a read tool showed (wholly or a page of it): the ledger records its hash for later edits. */
export interface SeenText {
  instanceId: string;
  /** `/`-separated, relative to the instance's game folder. */
  rel: string;
  hash: string;
}

/** What a read tool returns. */
export interface ReadResult {
  /** Compact text for the model: counts and top N first. May exceed the cap; the registry cuts it honestly. */
  text: string;
  /** Ids the text shows (structured, never parsed from untrusted text); recorded only if they survive the cap. */
  ids?: IdRef[];
  /**
   * How the model gets what the cap cut: given the text that was kept, a sentence such as
   * `call list_mods with offset=40 or a narrower filter`. Without it the marker suggests narrowing the call.
   */
  rest?: (kept: string) => string;
  /** The files the result was read from (absolute paths): hosts show them as references. */
  read?: string[];
  /** Text files the result showed, with their text's hash, recorded in the ledger (edit_file needs them). */
  seenTexts?: SeenText[];
}

/** Fields every tool has; `parameters` is the single source of its schema (sent to the model and validated). */
interface ToolBase<S extends z.ZodObject> {
  /** snake_case, verb first; the name the model calls. */
  name: string;
  /** Shown to people (tool cards, the checklist). */
  displayName: string;
  /** Written for the model: when to call it, in the imperative, with its constraints. */
  description: string;
  /** Strict-compatible: optional arguments are `.nullable()`, never `.optional()`. */
  parameters: S;
  /** Registered only when the host offers all of these. */
  capabilities?: readonly HostCapability[];
}

/** A tool the loop runs at once; its result goes back to the model. */
export interface ReadTool<S extends z.ZodObject = z.ZodObject> extends ToolBase<S> {
  readOnly: true;
  execute(args: z.infer<S>, context: ToolRunContext): Promise<ReadResult>;
}

/** A tool the loop never runs: it validates the call and turns it into proposed changes for the user to confirm. */
export interface WriteTool<S extends z.ZodObject = z.ZodObject> extends ToolBase<S> {
  readOnly: false;
  /** The ids the call relies on; every one must have appeared in an earlier tool result, or the call is refused. */
  ids(args: z.infer<S>): IdRef[];
  /** One draft per checklist item. Throws ToolError when the call cannot be proposed (file gone, already disabled…). */
  propose(args: z.infer<S>, context: ToolRunContext): Promise<ProposalDraft[]>;
}

export type Tool<S extends z.ZodObject = z.ZodObject> = ReadTool<S> | WriteTool<S>;

/** A tool whose argument type is erased, as registries hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds tools of every argument type; `unknown` would make no tool assignable
export type AnyTool = ReadTool<any> | WriteTool<any>;

/** Declares a tool as data; the overloads keep `args` typed from the zod schema. */
export function defineTool<S extends z.ZodObject>(tool: ReadTool<S>): ReadTool<S>;
export function defineTool<S extends z.ZodObject>(tool: WriteTool<S>): WriteTool<S>;
export function defineTool<S extends z.ZodObject>(tool: Tool<S>): Tool<S> {
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(tool.name)) throw new Error(`Tool name '${tool.name}' must be snake_case.`);
  return tool;
}

/** A failure the model can act on: the message says what was wrong and what to call instead. */
export class ToolError extends Error {}
