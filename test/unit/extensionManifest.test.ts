import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { duplicateKeys } from '../../src/core/formats/lenientJson';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license: string;
  icon: string;
  categories: string[];
  bin: Record<string, string>;
  activationEvents: string[];
  capabilities: {
    untrustedWorkspaces: { supported: boolean | 'limited'; restrictedConfigurations?: string[]; description?: string };
  };
  contributes: {
    commands: Array<{ command: string; enablement?: string }>;
    configuration: { properties: Record<string, { scope?: string }> };
  };
}

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;

describe('package.json as VS Code and npm read it', () => {
  it('repeats no key in any object (JSON keeps only the last, so a second "commandPalette" hid the first)', () => {
    assert.deepEqual(duplicateKeys(fs.readFileSync(path.join(root, 'package.json'), 'utf8')), []);
  });

  it('activates only on instance markers or on its own commands and views (no onStartupFinished, no *)', () => {
    assert.ok(!manifest.activationEvents.includes('onStartupFinished'));
    assert.ok(!manifest.activationEvents.includes('*'));
    for (const event of manifest.activationEvents) assert.match(event, /^workspaceContains:/);
  });

  it('declares limited support for untrusted workspaces, restricting every setting that names a server or a model', () => {
    const trust = manifest.capabilities.untrustedWorkspaces;
    assert.equal(trust.supported, 'limited');
    const naming = Object.keys(manifest.contributes.configuration.properties).filter((key) =>
      /baseUrl|model|preset/i.test(key),
    );
    assert.ok(naming.length >= 4, naming.join());
    assert.deepEqual([...(trust.restrictedConfigurations ?? [])].sort(), naming.sort());
    assert.equal(
      manifest.contributes.configuration.properties['nova.provider.useEnvironmentKey']?.scope,
      'application',
      'a workspace cannot opt into sending OPENAI_API_KEY elsewhere',
    );
  });

  it('needs workspace trust for every command that writes files or goes online', () => {
    const enablement = new Map(manifest.contributes.commands.map((c) => [c.command, c.enablement]));
    for (const id of [
      'nova.disableMod',
      'nova.exportModpack',
      'nova.importModpack',
      'nova.backupInstance',
      'nova.restoreBackup',
      'nova.undoLastChange',
      'nova.redoChange',
      'nova.addMod',
      'nova.checkUpdates',
      'nova.testConnection',
    ])
      assert.equal(enablement.get(id), 'isWorkspaceTrusted', id);
    for (const id of ['nova.checkConflicts', 'nova.analyzeCrash']) assert.equal(enablement.get(id), undefined, id);
  });

  it('is packable: MIT license file, a 128×128 PNG icon, marketplace categories, the nova bin with a shebang', () => {
    assert.equal(manifest.private, undefined, 'npm pack/install -g refuse nothing');
    assert.equal(manifest.license, 'MIT');
    assert.match(fs.readFileSync(path.join(root, 'LICENSE'), 'utf8'), /^MIT License/);
    const png = fs.readFileSync(path.join(root, manifest.icon));
    assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128]);
    for (const category of ['AI', 'Chat', 'Linters']) assert.ok(manifest.categories.includes(category), category);
    assert.equal(manifest.bin['nova'], 'dist/cli.js');
    assert.match(fs.readFileSync(path.join(root, 'esbuild.js'), 'utf8'), /banner: \{ js: '#!\/usr\/bin\/env node' \}/);
  });

  it('keeps the committed icon in step with scripts/makeIcon.mjs', async () => {
    const { iconPng } = (await import(path.join(root, 'scripts', 'makeIcon.mjs'))) as {
      iconPng: (this: void) => Buffer;
    };
    assert.ok(iconPng().equals(fs.readFileSync(path.join(root, manifest.icon))), 'run `npm run icon` and commit');
  });
});
