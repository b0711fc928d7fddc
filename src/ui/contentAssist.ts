import * as path from 'node:path';
import * as vscode from 'vscode';
import { membersCount } from './countText';
import type { ContentEntry, ContentKind } from '../core/content/contentIndex';
import type { ContentLookup } from '../core/content/contentLookup';
import { parseIdLiteral } from '../core/references/idLiteral';
import {
  checkDataText,
  checkScriptText,
  readPackReferences,
  type PackReferences,
} from '../core/references/referenceCheck';
import type { ReferenceProblem } from '../core/references/referenceProblem';
import { referenceProblemMessage } from '../core/references/referenceProblems';
import { DIAGNOSTIC_SOURCE } from './conflictDiagnostics';
import { judgeProblem, ruleScope, settingRules } from '../core/checks/problemSuppression';
import { parseInlineSuppressions } from '../core/checks/inlineSuppressions';
import { hostLocale } from './locale';
import { modDocumentUri } from './modDocument';

/** Folders of a game folder whose files name content; the part of a path before one of them is the game folder. */
const PACK_PARTS = ['kubejs', 'datapacks', 'config', 'defaultconfigs', 'saves', 'global_packs', 'openloader'];
const MAX_COMPLETIONS = 200;
const CHECK_DELAY_MS = 120;

interface Sorted {
  ids: Array<{ entry: ContentEntry; kinds: ContentKind[] }>;
  tags: string[];
}

/**
 * The editor's help with ids in a pack's KubeJS scripts and data-pack JSON: completion of ids (name, mod, kind) and
 * `#tags`, hover (the name in the editor's language, the mod, its tags and recipes), Go to Definition (the mod's
 * Nova page, or the data-pack file defining a tag), and the reference problems on the literal as the person types,
 * with a quick fix "Replace with <id>" that changes nothing until picked. The index comes from `source`
 * (src/ui/contentSource.ts); without one, nothing is offered.
 */
export class ContentAssist
  implements
    vscode.CompletionItemProvider,
    vscode.HoverProvider,
    vscode.DefinitionProvider,
    vscode.CodeActionProvider,
    vscode.Disposable
{
  static readonly selector: vscode.DocumentSelector = [
    { scheme: 'file', language: 'javascript' },
    { scheme: 'file', language: 'typescript' },
    { scheme: 'file', language: 'json' },
    { scheme: 'file', language: 'jsonc' },
  ];
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
  };

  private readonly collection = vscode.languages.createDiagnosticCollection('nova-content');
  private readonly problems = new Map<string, ReferenceProblem[]>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly packs = new Map<string, Promise<PackReferences>>();
  private readonly sorted = new WeakMap<ContentLookup, Sorted>();
  private readonly subscriptions: vscode.Disposable[] = [];
  private lookup: Promise<ContentLookup | null>;
  private pending = new Set<Promise<void>>();

  /**
   * `rules` reads the `nova.rules` setting; the severities and suppressions of `.nova.json` and `nova-ignore`
   * comments apply to the problems as typed, through the same judgement as `nova check` (problemSuppression.ts).
   */
  constructor(
    private source: () => Promise<ContentLookup | null>,
    private readonly rules: () => unknown = () => undefined,
  ) {
    this.lookup = this.load();
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => this.schedule(e.document, CHECK_DELAY_MS)),
      vscode.workspace.onDidCloseTextDocument((d) => this.clear(d.uri)),
      vscode.workspace.onDidSaveTextDocument((d) => {
        const game = gameFolder(d.uri.fsPath);
        if (game !== null) this.packs.delete(game);
      }),
    );
    for (const doc of vscode.workspace.textDocuments) this.schedule(doc, 0);
  }

  /** Replaces the index source (the in-host tests; the lead's builder) and re-checks every open pack file. */
  useSource(source: () => Promise<ContentLookup | null>): void {
    this.source = source;
    this.lookup = this.load();
    this.packs.clear();
    for (const doc of vscode.workspace.textDocuments) this.schedule(doc, 0);
  }

  /** Checks every open pack file again (a `.nova.json` or the `nova.rules` setting changed). */
  recheck(): void {
    for (const doc of vscode.workspace.textDocuments) this.schedule(doc, 0);
  }

  /** Resolves when no check is scheduled or running. */
  async whenIdle(): Promise<void> {
    while (this.timers.size > 0 || this.pending.size > 0) {
      await Promise.all([...this.pending]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, CHECK_DELAY_MS + 10));
    }
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.collection.dispose();
    for (const s of this.subscriptions) s.dispose();
  }

  private async load(): Promise<ContentLookup | null> {
    try {
      const lookup = await this.source();
      // The sorted lists completion walks are built once here, not on the person's first keystroke.
      if (lookup !== null) this.sortedOf(lookup);
      return lookup;
    } catch {
      return null;
    }
  }

  private schedule(doc: vscode.TextDocument, delay: number): void {
    if (doc.uri.scheme !== 'file' || fileRole(doc.uri.fsPath) === null) return;
    const key = doc.uri.toString();
    const old = this.timers.get(key);
    if (old !== undefined) clearTimeout(old);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        const run = this.check(doc).finally(() => this.pending.delete(run));
        this.pending.add(run);
      }, delay),
    );
  }

  private clear(uri: vscode.Uri): void {
    this.problems.delete(uri.toString());
    this.collection.delete(uri);
  }

  private async check(doc: vscode.TextDocument): Promise<void> {
    const lookup = await this.lookup;
    const role = fileRole(doc.uri.fsPath);
    if (lookup === null || role === null || doc.isClosed) return this.clear(doc.uri);
    const pack = await this.pack(doc.uri.fsPath);
    const text = doc.getText();
    const all =
      role === 'script'
        ? checkScriptText(doc.uri.fsPath, text, lookup, pack ?? undefined)
        : checkDataText(doc.uri.fsPath, text, lookup, pack ?? undefined);
    const scope = await ruleScope(scopeFolders(doc.uri), settingRules(this.rules()));
    const inline = role === 'script' ? parseInlineSuppressions(text) : undefined;
    const found: ReferenceProblem[] = [];
    for (const p of all) {
      const verdict = judgeProblem(
        { code: p.code, severity: p.severity, files: [p.file], line: p.line },
        scope,
        inline,
      );
      if (verdict.kind === 'keep') found.push({ ...p, severity: verdict.severity });
    }
    if (doc.isClosed) return this.clear(doc.uri);
    const locale = hostLocale();
    this.problems.set(doc.uri.toString(), found);
    this.collection.set(
      doc.uri,
      found.map((p) => {
        const range =
          p.end > p.start
            ? new vscode.Range(doc.positionAt(p.start), doc.positionAt(p.end))
            : doc.lineAt(Math.min(p.line, doc.lineCount) - 1).range;
        const severity =
          p.severity === 'error'
            ? vscode.DiagnosticSeverity.Error
            : p.severity === 'warning'
              ? vscode.DiagnosticSeverity.Warning
              : vscode.DiagnosticSeverity.Information;
        const diagnostic = new vscode.Diagnostic(
          range,
          referenceProblemMessage(p, locale, gameFolder(p.file) ?? undefined),
          severity,
        );
        diagnostic.source = DIAGNOSTIC_SOURCE;
        diagnostic.code = p.code;
        return diagnostic;
      }),
    );
  }

  /** The rest of the pack's definitions (startup registrations, tags, recipe ids), read once per game folder. */
  private async pack(file: string): Promise<PackReferences | null> {
    const game = gameFolder(file);
    if (game === null) return null;
    let pack = this.packs.get(game);
    if (pack === undefined) {
      pack = readPackReferences(game, { configs: false });
      this.packs.set(game, pack);
    }
    return pack.catch(() => null);
  }

  private sortedOf(lookup: ContentLookup): Sorted {
    let sorted = this.sorted.get(lookup);
    if (sorted === undefined) {
      const ids = new Map<string, { entry: ContentEntry; kinds: ContentKind[] }>();
      const add = (kind: ContentKind, list: readonly ContentEntry[]) => {
        for (const entry of list) {
          const known = ids.get(entry.id);
          if (known === undefined) ids.set(entry.id, { entry, kinds: [kind] });
          else if (!known.kinds.includes(kind)) known.kinds.push(kind);
        }
      };
      add('item', lookup.index.items);
      add('block', lookup.index.blocks);
      add('fluid', lookup.index.fluids);
      sorted = {
        ids: [...ids.values()].sort((a, b) => (a.entry.id < b.entry.id ? -1 : 1)),
        tags: [...new Set(lookup.index.tags.map((t) => t.id))].sort(),
      };
      this.sorted.set(lookup, sorted);
    }
    return sorted;
  }

  async provideCompletionItems(
    doc: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<vscode.CompletionList | undefined> {
    if (fileRole(doc.uri.fsPath) === null) return undefined;
    const literal = stringAt(doc, position);
    if (literal === null) return undefined;
    const lookup = await this.lookup;
    if (lookup === null) return undefined;
    const typed = doc.getText(new vscode.Range(literal.contentStart, position));
    const count = /^\d+x /.exec(typed)?.[0] ?? '';
    const prefix = typed.slice(count.length);
    const from = literal.contentStart.translate(0, count.length);
    const range = new vscode.Range(from, literal.contentEnd.isAfter(position) ? literal.contentEnd : position);
    const sorted = this.sortedOf(lookup);
    const items: vscode.CompletionItem[] = [];
    const locale = hostLocale() === 'zh-cn' ? 'zh_cn' : 'en_us';
    if (prefix.startsWith('#')) {
      const want = prefix.slice(1).toLowerCase();
      for (const tag of sorted.tags) {
        if (items.length >= MAX_COMPLETIONS) break;
        if (!matches(tag, want)) continue;
        const item = new vscode.CompletionItem(`#${tag}`, vscode.CompletionItemKind.Reference);
        const entry = lookup.tag(tag);
        item.detail = vscode.l10n.t('tag · {0}', membersCount(entry?.values.length ?? 0));
        item.range = range;
        item.filterText = `#${tag}`;
        items.push(item);
      }
    } else {
      const want = prefix.toLowerCase();
      for (const { entry, kinds } of sorted.ids) {
        if (items.length >= MAX_COMPLETIONS) break;
        const name = entry.names[locale] ?? entry.name ?? '';
        if (!matches(entry.id, want) && !(want.length >= 2 && name.toLowerCase().includes(want))) continue;
        const item = new vscode.CompletionItem(
          { label: entry.id, description: name, detail: ` ${kinds.join(', ')}` },
          kinds.includes('fluid') ? vscode.CompletionItemKind.Color : vscode.CompletionItemKind.Value,
        );
        item.detail = `${name}${entry.mod ? ` · ${entry.mod}` : ''} · ${kinds.join(', ')}`;
        item.range = range;
        item.filterText = `${entry.id} ${name}`;
        items.push(item);
      }
    }
    return new vscode.CompletionList(items, true);
  }

  async provideHover(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const found = await this.idAt(doc, position);
    if (found === undefined) return undefined;
    const { lookup, parsed, range } = found;
    const md = new vscode.MarkdownString();
    if (parsed.tag) {
      const tag = lookup.tag(parsed.id);
      if (tag === undefined) return undefined;
      md.appendMarkdown(
        `**#${parsed.id}** — ${vscode.l10n.t('{0} tag, {1}', tag.registry, membersCount(tag.values.length))}\n\n`,
      );
      md.appendCodeblock(tag.values.slice(0, 12).join('\n') + (tag.values.length > 12 ? '\n…' : ''), 'text');
      return new vscode.Hover(md, range);
    }
    const entries = lookup.entries(parsed.id);
    if (entries.length === 0) return undefined;
    const entry = entries[0] as ContentEntry;
    const name = (hostLocale() === 'zh-cn' ? entry.names['zh_cn'] : undefined) ?? entry.name ?? parsed.id;
    md.appendMarkdown(`**${escape(name)}** \`${parsed.id}\`\n\n`);
    md.appendMarkdown(`${vscode.l10n.t('Mod: {0}', entry.mod ?? '?')} · ${lookup.kinds(parsed.id).join(', ')}\n\n`);
    const tags = lookup.index.tags.filter((t) => t.values.includes(parsed.id)).map((t) => `#${t.id}`);
    if (tags.length > 0) md.appendMarkdown(`${vscode.l10n.t('Tags: {0}', tags.slice(0, 8).join(', '))}\n\n`);
    const recipes = lookup.index.recipes.filter((r) => r.outputs.includes(parsed.id)).map((r) => r.id);
    if (recipes.length > 0) md.appendMarkdown(`${vscode.l10n.t('Made by: {0}', recipes.slice(0, 5).join(', '))}\n`);
    return new vscode.Hover(md, range);
  }

  async provideDefinition(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Definition | undefined> {
    const found = await this.idAt(doc, position);
    if (found === undefined) return undefined;
    const { lookup, parsed } = found;
    const game = gameFolder(doc.uri.fsPath);
    if (parsed.tag) {
      const [ns, tagPath] = parsed.id.split(':') as [string, string];
      const pattern = `**/data/${ns}/tags/{items,item,blocks,block,fluids,fluid}/${tagPath}.json`;
      const files = await vscode.workspace.findFiles(pattern, '**/node_modules/**', 5);
      return files.map((uri) => new vscode.Location(uri, new vscode.Position(0, 0)));
    }
    const entry = lookup.entries(parsed.id)[0];
    if (entry === undefined || game === null) return undefined;
    const jar = entry.file.split('!/')[0] ?? '';
    if (!jar.endsWith('.jar'))
      return new vscode.Location(vscode.Uri.file(path.join(game, entry.file)), new vscode.Position(0, 0));
    return new vscode.Location(modDocumentUri(path.join(game, jar)), new vscode.Position(0, 0));
  }

  provideCodeActions(
    doc: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const problems = this.problems.get(doc.uri.toString()) ?? [];
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== DIAGNOSTIC_SOURCE || diagnostic.code !== 'unknown-id') continue;
      const start = doc.offsetAt(diagnostic.range.start);
      const problem = problems.find((p) => p.start === start && p.code === 'unknown-id');
      for (const suggestion of problem?.suggestions ?? []) {
        const title = vscode.l10n.t('Replace with {0}', suggestion);
        const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
        action.diagnostics = [diagnostic];
        action.isPreferred = suggestion === problem?.suggestions[0];
        // Only when the person picks it: an edit in the editor, which Ctrl+Z takes back; nothing reaches the disk
        // until the file is saved.
        action.edit = new vscode.WorkspaceEdit();
        action.edit.replace(doc.uri, diagnostic.range, suggestion);
        actions.push(action);
      }
    }
    return actions;
  }

  private async idAt(
    doc: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<
    { lookup: ContentLookup; parsed: NonNullable<ReturnType<typeof parseIdLiteral>>; range: vscode.Range } | undefined
  > {
    if (fileRole(doc.uri.fsPath) === null) return undefined;
    const literal = stringAt(doc, position);
    if (literal === null) return undefined;
    const parsed = parseIdLiteral(doc.getText(new vscode.Range(literal.contentStart, literal.contentEnd)));
    if (parsed === null) return undefined;
    const lookup = await this.lookup;
    if (lookup === null) return undefined;
    const start = literal.contentStart.translate(0, parsed.offset);
    return { lookup, parsed, range: new vscode.Range(start, start.translate(0, parsed.length)) };
  }
}

/**
 * The folders whose `.nova.json` applies to a pack file: its workspace folder, its game folder and, for a launcher's
 * `.minecraft`/`minecraft` game folder, the instance folder holding it.
 */
function scopeFolders(uri: vscode.Uri): string[] {
  const folders: string[] = [];
  const workspace = vscode.workspace.getWorkspaceFolder(uri);
  if (workspace !== undefined) folders.push(workspace.uri.fsPath);
  const game = gameFolder(uri.fsPath);
  if (game !== null) {
    if (['.minecraft', 'minecraft'].includes(path.basename(game))) folders.push(path.dirname(game));
    folders.push(game);
  }
  return folders;
}

/** `script` for a KubeJS script, `data` for a data-pack JSON file, null for anything else. */
function fileRole(file: string): 'script' | 'data' | null {
  const parts = file.split(/[\\/]/);
  if (/\.(js|ts)$/.test(file) && !file.endsWith('.d.ts') && parts.includes('kubejs')) return 'script';
  if (file.endsWith('.json') && parts.includes('data')) return 'data';
  return null;
}

/** The game folder a pack file is in: the path before its `kubejs/`, `datapacks/`, `config/`… part. */
function gameFolder(file: string): string | null {
  const parts = file.split(path.sep);
  for (let i = parts.length - 2; i > 0; i--)
    if (PACK_PARTS.includes(parts[i] ?? '')) return parts.slice(0, i).join(path.sep) || path.sep;
  return null;
}

/** The string literal (single, double or back quotes) on the cursor's line around the cursor, by its content range. */
function stringAt(
  doc: vscode.TextDocument,
  position: vscode.Position,
): { contentStart: vscode.Position; contentEnd: vscode.Position } | null {
  const line = doc.lineAt(position.line).text;
  if (line.length > 10_000) return null;
  let open = -1;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (open === -1) {
      if (i >= position.character) break;
      if (c === '"' || c === "'" || c === '`') {
        open = i;
        quote = c;
      }
    } else if (c === '\\') i++;
    else if (c === quote) {
      if (position.character > open && position.character <= i)
        return {
          contentStart: new vscode.Position(position.line, open + 1),
          contentEnd: new vscode.Position(position.line, i),
        };
      open = -1;
    }
  }
  if (open !== -1 && position.character > open)
    return { contentStart: new vscode.Position(position.line, open + 1), contentEnd: position };
  return null;
}

/** `id` starts with `want`, or its path (after the colon) does. */
function matches(id: string, want: string): boolean {
  if (want === '') return true;
  if (id.startsWith(want)) return true;
  const colon = id.indexOf(':');
  return !want.includes(':') && id.startsWith(want, colon + 1);
}

function escape(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
}
