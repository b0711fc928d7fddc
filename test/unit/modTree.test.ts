import * as assert from 'node:assert/strict';
import type { Instance } from '../../src/core/model/instance';
import type { Problem } from '../../src/core/model/problem';
import type { InstanceCheck } from '../../src/core/checks/workspaceCheck';
import {
  buildModTree,
  filterMods,
  instanceDescription,
  isFiltered,
  NO_FILTER,
  sortMods,
  type KnownRemote,
} from '../../src/core/modsView/modTree';
import { modFileRecord } from './fixtures/modFileRecord';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { ModMetadataMessages } from '../../src/core/mods/modMetadataMessages';
import { MetadataTextMessages } from '../../src/core/formats/metadataTextMessages';

const instance: Instance = {
  id: 'Pack',
  name: 'Pack',
  layout: 'prism',
  root: '/inst',
  gameDir: '/inst',
  manifest: '/inst/instance.cfg',
  minecraft: '1.20.1',
  loader: { type: 'fabric', version: '0.15.7' },
  side: 'client',
  javaMajor: null,
  maxMemoryMiB: null,
  minMemoryMiB: null,
  warnings: [],
};

function problem(severity: Problem['severity'], files: string[], message: string, fixFile?: string): Problem {
  return {
    severity,
    code: 'duplicate-mod',
    message,
    instance: instance.id,
    files,
    mods: [],
    ...(fixFile ? { fixFile } : {}),
  };
}

function sampleCheck(): InstanceCheck {
  const files = [
    modFileRecord('sodium-0.5.8.jar', { id: 'sodium', name: 'Sodium', version: '0.5.8', side: 'client' }),
    modFileRecord('iris-1.7.jar.disabled', { id: 'iris', name: 'Iris', version: '1.7.0' }, { enabled: false }),
    modFileRecord('alpha-1.0.jar', { id: 'alpha', name: 'Alpha' }),
    modFileRecord('alpha-1.1.jar', { id: 'alpha', name: 'Alpha', version: '1.1' }),
    modFileRecord('broken.jar', { id: 'x' }, { kind: 'corrupt', mods: [], error: 'The file is empty (0 bytes).' }),
    modFileRecord('extracted', { id: 'x' }, { kind: 'directory', mods: [] }),
    modFileRecord(
      'lithium-0.11.jar',
      { id: 'lithium', name: 'Lithium', version: 'unknown', loader: 'unknown', source: 'packwiz metafile' },
      {
        path: '/inst/mods/lithium.pw.toml',
        packwiz: {
          metafile: 'mods/lithium.pw.toml',
          target: 'mods/lithium-0.11.jar',
          url: null,
          hashFormat: 'sha512',
          hash: 'ab',
          mode: '',
          modrinth: { projectId: 'gvQqBUqZ', versionId: 'v1' },
          curseforge: null,
          optional: false,
          optionDefault: false,
          pin: false,
        },
      },
    ),
  ];
  const problems = [
    problem('error', ['/inst/mods/alpha-1.0.jar', '/inst/mods/alpha-1.1.jar'], 'Duplicate mod: alpha'),
    problem('warning', ['/inst/mods/broken.jar'], 'broken.jar is empty', '/inst/mods/broken.jar'),
    problem('info', ['/inst/mods/sodium-0.5.8.jar'], 'recommends something'),
  ];
  return { instance, files, problems };
}

describe('Mods view model', () => {
  const known = new Map<string, KnownRemote>([
    ['/inst/mods/sodium-0.5.8.jar', { modrinthProjectId: 'AANobbMI', update: '0.5.11' }],
  ]);

  it('lists every file of the scan once, sorted by name, with version, loader, side and source', () => {
    const [node] = buildModTree([sampleCheck()], known);
    assert.ok(node);
    assert.equal(node.label, 'Pack');
    assert.equal(node.description, '1.20.1 · Fabric 0.15.7 · 7 mods (1 disabled)');
    assert.deepEqual(
      node.mods.map((m) => m.label),
      ['Alpha', 'Alpha', 'broken.jar', 'extracted', 'Iris', 'Lithium', 'Sodium'],
    );
    const sodium = node.mods.find((m) => m.label === 'Sodium')!;
    assert.equal(sodium.description, '0.5.8 · Fabric · client · Modrinth · update: 0.5.11');
    assert.equal(sodium.source, 'modrinth');
    assert.equal(sodium.modrinthProjectId, 'AANobbMI');
    assert.equal(sodium.icon, 'update');
    assert.equal(sodium.contextValue, 'novaMod toggle modrinth enabled');
    assert.equal(sodium.severity, null, 'an info note is no problem decoration');
    const iris = node.mods.find((m) => m.label === 'Iris')!;
    assert.equal(iris.enabled, false);
    assert.equal(iris.description, '1.7.0 · Fabric · both sides · local · disabled');
    assert.equal(iris.icon, 'disabled');
    assert.equal(iris.id, 'Pack\n/inst/mods/iris-1.7.jar', 'the id does not change when the jar is renamed');
    const lithium = node.mods.find((m) => m.label === 'Lithium')!;
    assert.equal(lithium.source, 'packwiz');
    assert.equal(lithium.modrinthProjectId, 'gvQqBUqZ');
    assert.equal(lithium.contextValue, 'novaMod toggle modrinth packwiz enabled');
    assert.equal(lithium.id, 'Pack\n/inst/mods/lithium.pw.toml');
    assert.match(lithium.tooltip, /packwiz metafile mods\/lithium\.pw\.toml/);
    const folder = node.mods.find((m) => m.label === 'extracted')!;
    assert.equal(folder.toggleable, false);
    assert.equal(folder.contextValue, 'novaMod');
  });

  it('marks every file a problem involves, errors before warnings, with the message in the tooltip', () => {
    const [node] = buildModTree([sampleCheck()]);
    const alphas = node!.mods.filter((m) => m.label === 'Alpha');
    assert.deepEqual(
      alphas.map((m) => m.severity),
      ['error', 'error'],
    );
    assert.match(alphas[0]!.tooltip, /⛔ Duplicate mod: alpha/);
    const broken = node!.mods.find((m) => m.fileName === 'broken.jar')!;
    assert.equal(broken.severity, 'warning');
    assert.equal(broken.icon, 'warning');
    assert.match(broken.description, /unreadable/);
    assert.match(broken.tooltip, /The file is empty/);
  });

  it('filters by text (file name, id, name) and by status', () => {
    const [node] = buildModTree([sampleCheck()], known);
    const mods = node!.mods;
    const names = (filter: Parameters<typeof filterMods>[1]) => filterMods(mods, filter).map((m) => m.fileName);
    assert.equal(filterMods(mods, NO_FILTER).length, mods.length);
    assert.deepEqual(names({ text: 'SOD', status: 'all' }), ['sodium-0.5.8.jar']);
    assert.deepEqual(names({ text: 'alpha', status: 'all' }), ['alpha-1.0.jar', 'alpha-1.1.jar']);
    assert.deepEqual(names({ text: '', status: 'disabled' }), ['iris-1.7.jar.disabled']);
    assert.deepEqual(names({ text: '', status: 'problems' }), ['alpha-1.0.jar', 'alpha-1.1.jar', 'broken.jar']);
    assert.deepEqual(names({ text: '', status: 'updates' }), ['sodium-0.5.8.jar']);
    assert.deepEqual(names({ text: 'alpha', status: 'disabled' }), []);
    assert.equal(names({ text: '', status: 'enabled' }).length, mods.length - 1);
    assert.equal(isFiltered(NO_FILTER), false);
    assert.equal(isFiltered({ text: '  ', status: 'all' }), false);
    assert.equal(isFiltered({ text: '', status: 'updates' }), true);
    assert.equal(instanceDescription(node!, 2), `${node!.description} · 2 of 7 shown`);
    assert.equal(instanceDescription(node!, 7), node!.description);
  });

  it('speaks Simplified Chinese when asked', () => {
    const [node] = buildModTree([sampleCheck()], known, 'zh-cn');
    assert.equal(node!.description, '1.20.1 · Fabric 0.15.7 · 7 个模组（1 个已停用）');
    const iris = node!.mods.find((m) => m.label === 'Iris')!;
    assert.equal(iris.description, '1.7.0 · Fabric · 双端 · 本地 · 已停用');
  });

  it("shows the readers' words about a file in the view's language, and old English as it is", () => {
    const errors = [
      ModMetadataMessages.noModsEntry({ file: 'META-INF/mods.toml' }),
      MetadataTextMessages.jsonInvalid({ file: 'quilt.mod.json', code: 'CommaExpected', line: 2, column: 5 }),
    ];
    const error = errors.map((m) => renderMessage(m)).join(' ');
    const bad = modFileRecord('bad.jar', { id: 'bad' }, { kind: 'library', mods: [], error, metadataErrors: errors });
    const stale = modFileRecord(
      'old.jar',
      { id: 'old' },
      { kind: 'library', mods: [], error: 'Read by an old Nova.', metadataErrors: errors },
    );
    const check = { instance, files: [bad, stale], problems: [] };
    const tooltip = (locale: 'en' | 'zh-cn', name: string) =>
      buildModTree([check], new Map(), locale)[0]!.mods.find((m) => m.fileName === name)!.tooltip;
    assert.ok(tooltip('en', 'bad.jar').includes(error));
    assert.ok(
      tooltip('zh-cn', 'bad.jar').includes(
        'META-INF/mods.toml 缺少 [[mods]] 条目，因此加载器在其中找不到模组。请修复该文件，或重新下载该模组。quilt.mod.json 不是有效的 JSON：缺少逗号（第 2 行第 5 列）。请修复该文件，或重新下载该模组。',
      ),
      tooltip('zh-cn', 'bad.jar'),
    );
    assert.ok(tooltip('zh-cn', 'old.jar').includes('Read by an old Nova.'));
  });

  it('builds 500 items well within a frame budget of a refresh', () => {
    const files = Array.from({ length: 500 }, (_, i) =>
      modFileRecord(`mod-${i}.jar`, { id: `mod${i}`, name: `Mod ${i}` }, { path: `/inst/mods/mod-${i}.jar` }),
    );
    const start = performance.now();
    const [node] = buildModTree([{ instance, files, problems: [] }]);
    const elapsed = performance.now() - start;
    assert.equal(node!.mods.length, 500);
    assert.ok(elapsed < 500, `building 500 items took ${elapsed.toFixed(0)} ms`);
  });

  it('sorts by name, date added (newest first), size (largest first) and source, ties in name order', () => {
    const files = [
      modFileRecord('bravo.jar', { id: 'bravo', name: 'Bravo' }, { size: 500, mtimeMs: 3000 }),
      modFileRecord('alpha.jar', { id: 'alpha', name: 'Alpha' }, { size: 100, mtimeMs: 1000 }),
      modFileRecord('charlie.jar', { id: 'charlie', name: 'Charlie' }, { size: 900, mtimeMs: 2000 }),
    ];
    const known = new Map<string, KnownRemote>([['/inst/mods/charlie.jar', { source: 'modrinth' }]]);
    const [node] = buildModTree([{ instance, files, problems: [] }], known);
    const order = (sort: Parameters<typeof sortMods>[1]) => sortMods(node!.mods, sort).map((m) => m.label);
    assert.deepEqual(order('name'), ['Alpha', 'Bravo', 'Charlie']);
    assert.deepEqual(order('added'), ['Bravo', 'Charlie', 'Alpha']);
    assert.deepEqual(order('size'), ['Charlie', 'Bravo', 'Alpha']);
    assert.deepEqual(order('source'), ['Charlie', 'Alpha', 'Bravo']);
    assert.deepEqual(
      node!.mods.map((m) => m.label),
      ['Alpha', 'Bravo', 'Charlie'],
      'sorting returns a new list and leaves the tree in name order',
    );
  });
});
