import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { mcpToolList } from '../src/cli/mcpServer';
import { hostToolRegistry } from '../src/cli/toolsCommand';
import { languageModelToolContributions } from '../src/core/tools/languageModelToolManifest';
import { ModScanner } from '../src/core/mods/modScanner';
import type { BenchResult } from './benchResult';

/**
 * The budget for the full VS Code tool list: tool schemas must leave room in small local contexts. 4,000 tokens until
 * the content, server-pack and text-edit tools; 4,500 with them (issue 27 sets it).
 */
export const TOOL_LIST_TOKEN_TARGET = 4500;

interface HostFigures {
  host: string;
  tools: number;
  chars: number;
  o200k: number;
  cl100k: number;
}

/**
 * The size of the `tools` array each host sends with every request, in characters and tokens (o200k_base as
 * GPT-4o/4.1 count, cl100k_base as GPT-4/3.5 and many local tokenizers roughly count), with the tokenizer's
 * offline ranks. Serialized exactly as the request body carries it.
 */
export function runToolListBench(): Promise<BenchResult> {
  const encoders = { o200k: new Tiktoken(o200k), cl100k: new Tiktoken(cl100k) };
  const figuresOf = (host: string, tools: number, text: string): HostFigures => ({
    host,
    tools,
    chars: text.length,
    o200k: encoders.o200k.encode(text).length,
    cl100k: encoders.cl100k.encode(text).length,
  });
  const registryOf = (host: 'vscode' | 'cli'): ReturnType<typeof hostToolRegistry> =>
    hostToolRegistry(host, { roots: [process.cwd()], scanner: new ModScanner() });
  const rows: HostFigures[] = (['vscode', 'cli'] as const).map((host) => {
    const registry = registryOf(host);
    return figuresOf(host, registry.tools.length, JSON.stringify(registry.wireTools()));
  });
  // What an MCP client receives from `nova mcp` (the `tools` of its tools/list result): the CLI's tools with
  // titles and annotations; a client hands the model names, descriptions and schemas from it.
  const mcpTools = mcpToolList(registryOf('cli'));
  rows.push(figuresOf('mcp', mcpTools.length, JSON.stringify(mcpTools)));
  // What Copilot agent mode and `@nova` get from Nova's contributes.languageModelTools (the VS Code host's read and
  // write tools) and hand their model: each tool's name, model description and input schema.
  const copilotTools = languageModelToolContributions(registryOf('vscode')).map((t) => ({
    name: t.name,
    description: t.modelDescription,
    inputSchema: t.inputSchema,
  }));
  rows.push(figuresOf('copilot', copilotTools.length, JSON.stringify(copilotTools)));
  const figures: Record<string, number> = {};
  for (const row of rows) {
    figures[`${row.host} tools`] = row.tools;
    figures[`${row.host} chars`] = row.chars;
    figures[`${row.host} tokens o200k`] = row.o200k;
    figures[`${row.host} tokens cl100k`] = row.cl100k;
  }
  const vscode = rows[0] as HostFigures;
  const markdown = [
    '| host | tools | characters | tokens (o200k_base) | tokens (cl100k_base) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.host} | ${r.tools} | ${r.chars} | ${r.o200k} | ${r.cl100k} |`),
    '',
    `The \`tools\` array sent with every request, as serialized in the request body; \`mcp\` is the \`tools\` of \`nova mcp\`'s tools/list result; \`copilot\` the name, description and schema of each contributed language model tool. Target for the full VS Code list: under ${TOOL_LIST_TOKEN_TARGET} tokens — ${vscode.o200k < TOOL_LIST_TOKEN_TARGET ? 'met' : 'NOT met'} (${vscode.o200k}).`,
  ].join('\n');
  return Promise.resolve({ title: 'Tool list size', figures, markdown });
}

/** Prints the table (for `npx tsx bench/toolListBench.ts`-style use from run.ts). */
export async function printToolListBench(): Promise<void> {
  process.stdout.write(`${(await runToolListBench()).markdown}\n`);
}
