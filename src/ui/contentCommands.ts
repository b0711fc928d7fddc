import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { showFailure } from './failureToast';
import type { ContentIndex } from '../core/content/contentIndex';
import type { ContentIndexer } from '../core/content/contentIndexer';
import { ContentLookup } from '../core/content/contentLookup';
import { contentMessages } from '../core/content/contentMessages';
import { ContentSearch, type SearchEntry } from '../core/content/contentSearch';
import { spyglassConfigText, spyglassSummaries } from '../core/content/spyglassSummaries';
import type { Instance } from '../core/model/instance';
import { instanceFromArgument, pickInstance } from './instancePicker';

export interface ContentCommandDeps {
  instances(): Promise<Instance[]>;
  indexer: ContentIndexer;
  locale: 'en' | 'zh-cn';
}

interface EntryPick extends vscode.QuickPickItem {
  entry: SearchEntry;
}

/**
 * "Nova: Find Item, Block or Tag…" (`nova.findContent`), the Mods view's "Show Content" (`nova.modsView.showContent`,
 * what one jar adds) and "Nova: Write Spyglass Summaries for Pack Content" (`nova.writeSpyglassSummaries`), over the
 * content index (src/core/content/, docs/content.md).
 */
export function registerContentCommands(deps: ContentCommandDeps): vscode.Disposable {
  const m = contentMessages(deps.locale);
  const views = new Map<ContentIndex, { lookup: ContentLookup; search: ContentSearch }>();
  const indexOf = async (instance: Instance): Promise<ContentIndex | undefined> =>
    vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: m.indexing(instance.name), cancellable: true },
      async (progress, token) => {
        const abort = new AbortController();
        const sub = token.onCancellationRequested(() => abort.abort());
        try {
          let last = 0;
          return await deps.indexer.index(instance, {
            signal: abort.signal,
            onProgress: (done, total) => {
              const pct = Math.floor((done / Math.max(1, total)) * 100);
              if (pct > last) progress.report({ increment: pct - last, message: `${done}/${total}` });
              last = pct;
            },
          });
        } catch (error) {
          if (abort.signal.aborted) return undefined;
          throw error;
        } finally {
          sub.dispose();
        }
      },
    );
  const viewsOf = (index: ContentIndex): { lookup: ContentLookup; search: ContentSearch } => {
    let v = views.get(index);
    if (v === undefined) {
      views.clear();
      v = { lookup: new ContentLookup(index), search: new ContentSearch(index) };
      views.set(index, v);
    }
    return v;
  };

  const pickOf = (entry: SearchEntry): EntryPick => {
    const names = [...new Set(Object.values(entry.names))].join(' / ');
    const shown = entry.kind === 'tag' ? `#${entry.id}` : entry.id;
    return {
      label: names || shown,
      description: names ? shown : (entry.detail ?? ''),
      detail: `${m.kindLabel(entry.kind)}${entry.mod ? ` · ${entry.mod}` : ''}`,
      entry,
      alwaysShow: true,
    };
  };

  const find = async (index: ContentIndex, only?: readonly SearchEntry[]): Promise<void> => {
    const { search, lookup } = viewsOf(index);
    const quickPick = vscode.window.createQuickPick<EntryPick>();
    quickPick.placeholder = m.searchPlaceholder;
    quickPick.matchOnDescription = false;
    quickPick.matchOnDetail = false;
    const update = (value: string): void => {
      if (only !== undefined) {
        const q = value.trim().toLowerCase();
        quickPick.items = only
          .filter((e) => q === '' || `${e.id} ${Object.values(e.names).join(' ')}`.toLowerCase().includes(q))
          .slice(0, 500)
          .map(pickOf);
      } else quickPick.items = search.search(value, { limit: 200 }).map((h) => pickOf(h.entry));
    };
    update('');
    quickPick.onDidChangeValue(update);
    const picked = await new Promise<EntryPick | undefined>((resolve) => {
      quickPick.onDidAccept(() => resolve(quickPick.selectedItems[0]));
      quickPick.onDidHide(() => resolve(undefined));
      quickPick.show();
    });
    quickPick.dispose();
    if (picked !== undefined) await act(index, lookup, picked.entry);
  };

  const act = async (index: ContentIndex, lookup: ContentLookup, entry: SearchEntry): Promise<void> => {
    const actions = [
      { label: m.copyId, run: 'copy' },
      ...(entry.mod !== null && entry.mod !== 'minecraft' ? [{ label: m.openModPage, run: 'page' }] : []),
      { label: m.showRecipes, run: 'recipes' },
      { label: m.showTags, run: 'tags' },
    ];
    const action = await vscode.window.showQuickPick(actions, {
      title: entry.kind === 'tag' ? `#${entry.id}` : entry.id,
    });
    if (action === undefined) return;
    const id = entry.kind === 'tag' ? `#${entry.id}` : entry.id;
    if (action.run === 'copy') {
      await vscode.env.clipboard.writeText(id);
      void vscode.window.showInformationMessage(m.copied(id));
    } else if (action.run === 'page') {
      // The mod id is not a Modrinth slug in general: search Modrinth for it rather than guess a project page.
      await vscode.env.openExternal(
        vscode.Uri.parse(`https://modrinth.com/mods?q=${encodeURIComponent(entry.mod ?? '')}`),
      );
    } else {
      const lines = [`# ${id} (${index.instance})`, ''];
      if (action.run === 'tags') {
        const tags = entry.kind === 'tag' ? [] : lookup.tagsOf(entry.id);
        if (entry.kind === 'tag') {
          const tag = lookup.tag(entry.id, entry.detail ?? undefined);
          lines.push(m.membersOf(entry.id, tag?.values.length ?? 0), '', ...(tag?.values ?? []).map((v) => `- ${v}`));
        } else lines.push(m.tagsOf(entry.id, tags.length), '', ...tags.map((t) => `- #${t.id} (${t.registry})`));
      } else {
        const making = entry.kind === 'tag' ? [] : lookup.recipesMaking(entry.id);
        const using = lookup.recipesUsing(id);
        lines.push(m.recipesOf(id, making.length, using.length), '');
        for (const r of [...making, ...using])
          lines.push(
            `- ${r.id} [${r.type}] ${r.inputs.join(', ') || '?'} → ${r.outputs.join(', ') || '?'}  (${r.file})`,
          );
      }
      const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: lines.join('\n') + '\n' });
      await vscode.window.showTextDocument(doc, { preview: true });
    }
  };

  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.findContent', async (target?: unknown) => {
      const all = await deps.instances();
      const instance =
        instanceFromArgument(target, all) ??
        (await pickInstance(() => Promise.resolve(all), 'Nova: Find Item, Block or Tag…'));
      if (instance === undefined) return;
      const index = await indexOf(instance);
      if (index !== undefined) await find(index);
    }),
    vscode.commands.registerCommand('nova.modsView.showContent', async (arg?: unknown) => {
      const item = (arg as { item?: { path?: unknown; instanceId?: unknown } } | undefined)?.item;
      if (typeof item?.path !== 'string') return;
      const jar = item.path;
      const all = await deps.instances();
      const instance = all.find((i) => i.id === item.instanceId) ?? instanceFromArgument(vscode.Uri.file(jar), all);
      if (instance === undefined) return;
      const index = await indexOf(instance);
      if (index === undefined) return;
      const prefix = `${path.relative(instance.gameDir, jar).split(path.sep).join('/')}!/`;
      const { search } = viewsOf(index);
      // What the jar adds: its items, blocks, fluids and recipes (by the file each came from, nested jars included).
      const fromJar = new Set<string>();
      for (const [kind, list] of [
        ['item', index.items],
        ['block', index.blocks],
        ['fluid', index.fluids],
        ['recipe', index.recipes],
      ] as const)
        for (const e of list) if (e.file.startsWith(prefix)) fromJar.add(`${kind} ${e.id}`);
      await find(
        index,
        search.entries.filter((e) => fromJar.has(`${e.kind} ${e.id}`)),
      );
    }),
    vscode.commands.registerCommand('nova.writeSpyglassSummaries', async () => {
      const instance = await pickInstance(() => deps.instances(), 'Nova: Write Spyglass Summaries for Pack Content');
      if (instance === undefined) return;
      const index = await indexOf(instance);
      if (index === undefined) return;
      const folder =
        vscode.workspace.getWorkspaceFolder(vscode.Uri.file(instance.root))?.uri.fsPath ??
        vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
      if (folder === undefined) {
        void vscode.window.showWarningMessage(m.noInstance);
        return;
      }
      const summaries = spyglassSummaries(index);
      const out = path.join(folder, '.nova', 'spyglass');
      await fs.promises.mkdir(out, { recursive: true });
      const paths: Partial<Record<'blocks' | 'fluids' | 'registries', string>> = {};
      for (const key of ['blocks', 'fluids', 'registries'] as const) {
        const value = summaries[key];
        if (value === null) continue;
        const file = path.join(out, `${key}.json`);
        await fs.promises.writeFile(file, JSON.stringify(value));
        paths[key] = file;
      }
      const config = path.join(folder, 'spyglass.json');
      const existing = await fs.promises.readFile(config, 'utf8').catch(() => null);
      try {
        await fs.promises.writeFile(config, spyglassConfigText(existing, paths));
      } catch (error) {
        void showFailure(undefined, error);
        return;
      }
      void vscode.window.showInformationMessage(m.spyglassWritten(out, config));
    }),
  );
}
