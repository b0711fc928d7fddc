import * as path from 'node:path';
import * as z from 'zod';
import type { PageTarget, UiPort } from '../ports';
import { defineTool, ToolError, type AnyTool } from './defineTool';
import type { ToolKit } from './toolDeps';

const PAGES = ['problems', 'settings', 'chat', 'file', 'output'] as const satisfies readonly PageTarget[];

/**
 * open_page: marked read-only by the documented exception (docs/architecture.md principle 9): it only reveals a view.
 * Registered only in hosts with the `ui` capability.
 */
export function uiTools(deps: ToolKit): AnyTool[] {
  return [
    defineTool({
      name: 'open_page',
      displayName: 'Open a view',
      description:
        "Show the user a view of the editor: the Problems panel, Nova's settings, the chat, Nova's output log, or a " +
        'file of the workspace. It changes nothing; use it to send the user where only the UI can act (settings, API key).',
      parameters: z.object({
        page: z.enum(PAGES).describe('Which view to reveal'),
        path: z
          .string()
          .nullable()
          .describe('For page "file": a path relative to the workspace folder; otherwise null'),
      }),
      readOnly: true,
      capabilities: ['ui'],
      async execute(args) {
        const ui: UiPort | undefined = deps.ui;
        if (ui === undefined) throw new ToolError('this host has no views to open. Tell the user in words instead.');
        let file: string | null = null;
        if (args.page === 'file') {
          if (args.path === null || args.path.trim() === '')
            throw new ToolError('page "file" needs path: a file path relative to the workspace folder.');
          file = resolveInRoots(deps.roots, args.path);
        }
        await ui.openPage(args.page, file);
        return {
          text:
            args.page === 'file' ? `Opened ${args.path} in the editor.` : `Opened the ${args.page} view for the user.`,
        };
      },
    }),
  ];
}

function resolveInRoots(roots: readonly string[], given: string): string {
  for (const root of roots) {
    const full = path.resolve(root, given);
    const rel = path.relative(root, full);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return full;
  }
  throw new ToolError(`'${given}' is outside the workspace folders; open_page opens only files inside them.`);
}
