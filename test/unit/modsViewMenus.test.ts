import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildModTree } from '../../src/core/modsView/modTree';
import type { InstanceCheck } from '../../src/core/checks/workspaceCheck';
import { instance } from './fixtures/modFileBuilder';
import { modFileRecord } from './fixtures/modFileRecord';

interface MenuEntry {
  command: string;
  when?: string;
  group?: string;
}

const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  contributes: { commands: Array<{ command: string; icon?: string }>; menus: Record<string, MenuEntry[]> };
};
const context = manifest.contributes.menus['view/item/context'] ?? [];

/**
 * Evaluates the `viewItem` terms of a Mods view menu `when` clause (`==`, `=~ /re/`, joined by `&&`) against a row's
 * contextValue, as VS Code does; any other term must be `view == nova.mods`.
 */
function shows(when: string, viewItem: string): boolean {
  return when.split(/\s*&&\s*/).every((term) => {
    if (term === 'view == nova.mods') return true;
    const equal = /^viewItem == (\S+)$/.exec(term);
    if (equal) return viewItem === equal[1];
    const match = /^viewItem =~ \/(.+)\/$/.exec(term);
    if (match) return new RegExp(match[1] ?? '').test(viewItem);
    throw new Error(`unexpected term ${term}`);
  });
}

function rowsOfSample(): Map<string, string> {
  const inst = instance({ id: 'Pack', name: 'Pack', gameDir: '/inst', root: '/inst' });
  const check: InstanceCheck = {
    instance: inst,
    problems: [],
    files: [
      modFileRecord('sodium-0.5.8.jar', { id: 'sodium', name: 'Sodium' }),
      modFileRecord('iris-1.7.jar.disabled', { id: 'iris', name: 'Iris' }, { enabled: false }),
      modFileRecord('extracted', { id: 'x' }, { kind: 'directory', mods: [] }),
    ],
  };
  const [node] = buildModTree([check]);
  return new Map(node!.mods.map((m) => [m.fileName, m.contextValue]));
}

function menuOf(viewItem: string): string[] {
  return context.filter((e) => e.when !== undefined && shows(e.when, viewItem)).map((e) => `${e.group}:${e.command}`);
}

describe('the Mods view’s context menus (package.json against the rows’ contextValue)', () => {
  it('an instance row offers Add Mod, Dependency Graph, Find Breaking Mod, Export, Server Pack and Back Up; two inline', () => {
    const menu = menuOf('novaInstance');
    for (const command of [
      'nova.modsView.addMod',
      'nova.modsView.showDependencyGraph',
      'nova.modsView.findBreakingMod',
      'nova.modsView.exportModpack',
      'nova.modsView.createServerPack',
      'nova.modsView.backupInstance',
      'nova.modsView.checkUpdates',
    ])
      assert.ok(
        menu.some((m) => m.endsWith(`:${command}`) && !m.startsWith('inline')),
        `${command} in ${menu.join(', ')}`,
      );
    const inline = menu.filter((m) => m.startsWith('inline'));
    assert.deepEqual(inline.sort(), ['inline@1:nova.modsView.addMod', 'inline@2:nova.modsView.showDependencyGraph']);
    const icons = new Map(manifest.contributes.commands.map((c) => [c.command, c.icon]));
    for (const entry of inline) assert.ok(icons.get(entry.split(':')[1] ?? ''), `${entry} has an icon`);
    assert.ok(!menu.some((m) => m.endsWith(':nova.modsView.disable')), 'no mod action on an instance');
  });

  it('an enabled mod offers Disable, a disabled one Enable, a folder neither', () => {
    const rows = rowsOfSample();
    const enabled = menuOf(rows.get('sodium-0.5.8.jar')!);
    const disabled = menuOf(rows.get('iris-1.7.jar.disabled')!);
    const folder = menuOf(rows.get('extracted')!);
    assert.ok(enabled.includes('2_change@1:nova.modsView.disable'), enabled.join(', '));
    assert.ok(!enabled.some((m) => m.endsWith(':nova.modsView.enable')));
    assert.ok(disabled.includes('2_change@1:nova.modsView.enable'), disabled.join(', '));
    assert.ok(!disabled.some((m) => m.endsWith(':nova.modsView.disable')));
    assert.ok(!folder.some((m) => /:nova\.modsView\.(en|dis)able$/.test(m)), folder.join(', '));
    assert.ok(!enabled.some((m) => m.endsWith(':nova.modsView.addMod')), 'no instance action on a mod');
  });

  it('keeps the instance actions and Enable out of the command palette (they need a row)', () => {
    const hidden = new Set(
      (manifest.contributes.menus['commandPalette'] ?? []).filter((e) => e.when === 'false').map((e) => e.command),
    );
    for (const command of ['nova.modsView.enable', 'nova.modsView.addMod', 'nova.modsView.backupInstance'])
      assert.ok(hidden.has(command), command);
  });
});
