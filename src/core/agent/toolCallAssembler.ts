import type { RawToolCallDelta } from './transcript';

/** A complete tool call after the stream ended; `arguments` is JSON text (possibly invalid, validated later). */
export interface AssembledCall {
  id: string;
  name: string;
  arguments: string;
}

interface Pending {
  id: string | null;
  name: string;
  args: string;
  /** The `index` the server used for this call, when it sent one. */
  index: number | null;
}

/**
 * Builds tool calls from streamed deltas, tolerating what OpenAI-compatible servers get wrong: a missing
 * `index` (continue the last call unless a new id or name starts another), every call sent as index 0 with new
 * ids (split on id change), a missing `type`, arguments sent as an object, the name repeated on every chunk,
 * and missing ids (synthesized as `call_<n>`).
 */
export class ToolCallAssembler {
  private readonly calls: Pending[] = [];

  add(delta: RawToolCallDelta): void {
    const id = typeof delta.id === 'string' && delta.id !== '' ? delta.id : null;
    const name = typeof delta.function?.name === 'string' ? delta.function.name : '';
    const rawArgs = delta.function?.arguments;
    const args =
      rawArgs === undefined || rawArgs === null ? '' : typeof rawArgs === 'string' ? rawArgs : JSON.stringify(rawArgs);
    const index = typeof delta.index === 'number' && Number.isInteger(delta.index) ? delta.index : null;

    let target = this.find(index, id, name, args);
    if (target === undefined) {
      target = { id, name: '', args: '', index };
      this.calls.push(target);
    }
    if (target.id === null && id !== null) target.id = id;
    if (name !== '' && target.name !== name)
      target.name = target.name === '' || target.args !== '' ? name || target.name : target.name + name;
    target.args += args;
  }

  get size(): number {
    return this.calls.length;
  }

  /** The calls in the order they started; ids are unique (duplicates get a suffix), empty arguments become `{}`. */
  finish(): AssembledCall[] {
    const used = new Set<string>();
    return this.calls
      .filter((c) => c.name !== '' || c.args !== '')
      .map((call, i) => {
        let id = call.id ?? `call_${i + 1}`;
        while (used.has(id)) id = `${id}_${i + 1}`;
        used.add(id);
        return { id, name: call.name.trim(), arguments: call.args.trim() === '' ? '{}' : call.args };
      });
  }

  private find(index: number | null, id: string | null, name: string, args: string): Pending | undefined {
    const last = this.calls[this.calls.length - 1];
    if (index !== null) {
      let match: Pending | undefined;
      for (let i = this.calls.length - 1; i >= 0; i--) {
        if (this.calls[i]?.index === index) {
          match = this.calls[i];
          break;
        }
      }
      if (match === undefined) return undefined;
      // Same index, different id: a server that numbers every call 0 (split on id change).
      if (id !== null && match.id !== null && match.id !== id) return undefined;
      // Same index, no ids, a second complete call: a new name after arguments began.
      if (id === null && name !== '' && match.name !== '' && match.name !== name && match.args !== '') return undefined;
      return match;
    }
    if (last === undefined) return undefined;
    if (id !== null && last.id !== null && last.id !== id) return undefined;
    if (id === null && name !== '' && last.name !== '' && last.name !== name && last.args !== '') return undefined;
    // The same name again with new arguments after a complete call: two calls to one tool without indexes.
    if (id === null && name !== '' && args !== '' && last.name === name && looksComplete(last.args)) return undefined;
    return last;
  }
}

/** True when `text` parses as a JSON object: the call it belongs to is finished. */
function looksComplete(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
