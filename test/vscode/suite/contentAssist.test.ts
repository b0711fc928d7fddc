import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ContentLookup } from '../../../src/core/content/contentLookup';
import type { ContentIndex } from '../../../src/core/content/contentIndex';
import type { ContentAssist } from '../../../src/ui/contentAssist';
import { activateNova, fileAt, waitFor } from './hostHelpers';

/** A hand-made index (the content index builder is not needed to test the editor's use of one). */
function sampleIndex(): ContentIndex {
  const entry = (id: string, en: string, zh?: string) => ({
    id,
    name: en,
    names: { en_us: en, ...(zh ? { zh_cn: zh } : {}) },
    mod: id.split(':')[0] ?? null,
    file: `mods/${id.split(':')[0]}.jar!/assets/lang/en_us.json`,
  });
  // 50,000 generated ids beside the real ones: completion must stay quick on a large pack.
  const filler = Array.from({ length: 50_000 }, (_, i) => entry(`filler:item_${i}`, `Filler ${i}`));
  return {
    instance: 'Content Pack',
    namespaces: [
      ['create', 2],
      ['minecraft', 1],
      ['filler', 50_000],
    ].map(([id, items]) => ({
      id: String(id),
      mod: String(id),
      items: Number(items),
      blocks: 0,
      fluids: 0,
      tags: 0,
      recipes: 0,
      complete: true,
      incompleteReason: null,
    })),
    items: [
      entry('create:brass_ingot', 'Brass Ingot', '黄铜锭'),
      entry('create:andesite_alloy', 'Andesite Alloy'),
      entry('minecraft:stick', 'Stick'),
      ...filler,
    ],
    blocks: [],
    fluids: [],
    tags: [{ id: 'forge:ingots/brass', registry: 'item', values: ['create:brass_ingot'] }],
    recipes: [
      {
        id: 'create:mixing/brass_ingot',
        type: 'create:mixing',
        file: 'x',
        outputs: ['create:brass_ingot'],
        inputs: [],
      },
    ],
    gaps: [],
  };
}

describe('Content ids in a KubeJS script: completion, hover and the Problems panel', () => {
  const relative = 'content-pack/kubejs/server_scripts/recipes.js';
  const text = [
    'ServerEvents.recipes(event => {',
    "  event.shapeless('create:brass_ingot', ['create:andesite_aloy', '#forge:ingots/brass'])",
    "  event.shapeless('create:bra', [])",
    '})',
    '',
  ].join('\n');

  after(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  it('shows an unknown id in the Problems panel with a replace fix, completes ids and tags, and hovers a name', async () => {
    const api = (await activateNova()) as unknown as { content: ContentAssist };
    const uri = fileAt(relative);
    fs.mkdirSync(path.dirname(uri.fsPath), { recursive: true });
    fs.writeFileSync(uri.fsPath, text);
    const lookup = new ContentLookup(sampleIndex());
    api.content.useSource(() => Promise.resolve(lookup));
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    await api.content.whenIdle();
    await waitFor(
      () => vscode.languages.getDiagnostics(uri).some((d) => d.code === 'unknown-id'),
      () => `no unknown-id diagnostic: ${JSON.stringify(vscode.languages.getDiagnostics(uri))}`,
    );
    const diagnostic = vscode.languages.getDiagnostics(uri).find((d) => d.code === 'unknown-id');
    assert.equal(doc.getText(diagnostic?.range), 'create:andesite_aloy', 'the diagnostic covers the literal');
    assert.equal(diagnostic?.range.start.line, 1);
    assert.equal(diagnostic?.source, 'Nova');
    assert.match(diagnostic?.message ?? '', /create:andesite_alloy/);

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      uri,
      diagnostic?.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const replace = (actions ?? []).find((a) => a.title === 'Replace with create:andesite_alloy');
    assert.ok(replace?.edit, `a replace fix is offered as an edit: ${(actions ?? []).map((a) => a.title).join(', ')}`);
    assert.equal(fs.readFileSync(uri.fsPath, 'utf8'), text, 'nothing changes until the person picks the fix');

    const complete = () =>
      vscode.commands.executeCommand<vscode.CompletionList>(
        'vscode.executeCompletionItemProvider',
        uri,
        new vscode.Position(2, 29),
      );
    await complete();
    const started = Date.now();
    const completion = await complete();
    const elapsed = Date.now() - started;
    const labels = completion.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.ok(labels.includes('create:brass_ingot'), `completion offers the id: ${labels.slice(0, 10).join(', ')}`);
    assert.ok(elapsed < 1000, `a keystroke's completion over 50,000 ids took ${elapsed} ms`);
    const tagCompletion = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      uri,
      new vscode.Position(1, 81),
    );
    assert.ok(
      tagCompletion.items.some(
        (i) => (typeof i.label === 'string' ? i.label : i.label.label) === '#forge:ingots/brass',
      ),
      'tags complete after #',
    );

    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(1, 25),
    );
    const hoverText = hovers
      .flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : '')))
      .join('\n');
    assert.match(hoverText, /Brass Ingot|黄铜锭/);
    assert.match(hoverText, /create:mixing\/brass_ingot/, 'the hover names the recipe that makes it');
  });
});
