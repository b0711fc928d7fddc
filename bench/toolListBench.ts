import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { hostToolRegistry, type ToolHost } from '../src/cli/toolsCommand';
import { ModScanner } from '../src/core/minecraft/modScanner';
import type { BenchResult } from './benchResult';

/** The budget for the full VS Code tool list (issue 3): tool schemas must leave room in small local contexts. */
export const TOOL_LIST_TOKEN_TARGET = 4000;

interface HostFigures {
  host: ToolHost;
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
  const rows: HostFigures[] = (['vscode', 'cli'] as const).map((host) => {
    const registry = hostToolRegistry(host, { roots: [process.cwd()], scanner: new ModScanner() });
    const text = JSON.stringify(registry.wireTools());
    return {
      host,
      tools: registry.tools.length,
      chars: text.length,
      o200k: encoders.o200k.encode(text).length,
      cl100k: encoders.cl100k.encode(text).length,
    };
  });
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
    `The \`tools\` array sent with every request, as serialized in the request body. Target for the full VS Code list: under ${TOOL_LIST_TOKEN_TARGET} tokens — ${vscode.o200k < TOOL_LIST_TOKEN_TARGET ? 'met' : 'NOT met'} (${vscode.o200k}).`,
  ].join('\n');
  return Promise.resolve({ title: 'Tool list size', figures, markdown });
}

/** Prints the table (for `npx tsx bench/toolListBench.ts`-style use from run.ts). */
export async function printToolListBench(): Promise<void> {
  process.stdout.write(`${(await runToolListBench()).markdown}\n`);
}
