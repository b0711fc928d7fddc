import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { duplicateKeys } from '../../src/core/formats/lenientJson';
import { discoverInstances } from '../../src/core/instances/instanceDiscovery';

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
    virtualWorkspaces?: { supported: boolean | 'limited'; description?: string };
  };
  contributes: {
    commands: Array<{ command: string; enablement?: string; icon?: string }>;
    configuration: {
      properties: Record<
        string,
        { scope?: string; type?: string; default?: unknown; minimum?: number; maximum?: number }
      >;
    };
    languages?: Array<{ id: string; extensions?: string[]; filenamePatterns?: string[] }>;
    menus: Record<string, Array<{ command: string; when?: string; group?: string }>>;
    keybindings: Array<{ command: string; key: string; mac?: string; when?: string }>;
    views: Record<string, Array<{ id: string; type?: string }>>;
    viewsWelcome?: Array<{ view: string; contents: string; when?: string }>;
    walkthroughs?: Array<{
      id: string;
      title: string;
      steps: Array<{
        id: string;
        title: string;
        description: string;
        media: { markdown?: string };
        completionEvents?: string[];
      }>;
    }>;
    chatParticipants: Array<{
      id: string;
      disambiguation?: Array<{ category: string; description: string; examples: string[] }>;
    }>;
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

const nls = {
  en: JSON.parse(fs.readFileSync(path.join(root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(fs.readFileSync(path.join(root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};

/** A manifest string as people read it in each language (`%key%` resolved through package.nls*.json). */
function localized(value: string): { en: string; zh: string } {
  const key = /^%(.+)%$/.exec(value)?.[1];
  if (key === undefined) return { en: value, zh: value };
  return { en: nls.en[key] ?? '', zh: nls.zh[key] ?? '' };
}

/**
 * The regular expression of a `=~` when-clause term, lexed as VS Code's when-clause scanner does: from the first `/`
 * to the next unescaped `/` (a backslash escapes the next character and stays in the source), then the flags.
 */
function whenRegex(term: string): RegExp {
  const start = term.indexOf('/');
  let i = start + 1;
  while (i < term.length && term[i] !== '/') i += term[i] === '\\' ? 2 : 1;
  return new RegExp(term.slice(start + 1, i), term.slice(i + 1).trim());
}

/** Evaluates a when clause made of `key == value` and `key =~ /re/` terms joined by `||` against a context. */
function evaluateOr(when: string, context: Record<string, string>): boolean {
  return when.split(/\s*\|\|\s*/).some((term) => {
    const match = /^(\w+)\s*(==|=~)\s*(.+)$/.exec(term.trim());
    assert.ok(match, `a term Nova's test understands: ${term}`);
    const value = context[match[1]!] ?? '';
    return match[2] === '==' ? value === match[3] : whenRegex(match[3]!).test(value);
  });
}

/** A workspaceContains glob as VS Code reads it: `**\/` any folders (none included), `*` any name part, `?` one. */
function globRegex(glob: string): RegExp {
  const source = glob
    .split('/')
    .map((part) =>
      part === '**'
        ? '(?:[^/]+/)*'
        : `${part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]')}/`,
    )
    .join('')
    .replace(/\/$/, '');
  return new RegExp(`^${source}$`);
}

function resource(fsPath: string): Record<string, string> {
  return { resourcePath: fsPath, resourceFilename: fsPath.split(/[\\/]/).pop() ?? '' };
}

describe("package.json follows VS Code's extension conventions", () => {
  it('resolves every %key% of the manifest in English and Simplified Chinese', () => {
    const keys = [...fs.readFileSync(path.join(root, 'package.json'), 'utf8').matchAll(/"%([\w.-]+)%"/g)].map(
      (m) => m[1]!,
    );
    assert.ok(keys.length > 50);
    for (const key of keys) {
      assert.ok(nls.en[key], `package.nls.json: ${key}`);
      assert.ok(nls.zh[key], `package.nls.zh-cn.json: ${key}`);
    }
  });

  it('activates on every instance the scan finds, at any depth the scan reaches (** globs)', async () => {
    const maxDepth = manifest.contributes.configuration.properties['nova.scan.maxDepth'];
    assert.equal(maxDepth?.type, 'integer');
    const globs = manifest.activationEvents.map((e) => e.slice('workspaceContains:'.length));
    for (const glob of globs) assert.match(glob, /^\*\*\//, `${glob} reaches every depth`);
    const matchers = globs.map((g) => (file: string) => globRegex(g).test(file));
    const activates = (relative: string): boolean => matchers.some((m) => m(relative));
    // A workspace whose instances sit three levels down, one per layout the scan knows.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-activation-'));
    try {
      const write = (relative: string, text = ''): void => {
        fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
        fs.writeFileSync(path.join(dir, relative), text);
      };
      write('launchers/prism/instances/Pack/instance.cfg', 'InstanceType=OneSix\nname=Pack\n');
      write('launchers/prism/instances/Pack/mmc-pack.json', '{"components":[],"formatVersion":1}');
      write('launchers/curse/Instances/Curse/minecraftinstance.json', '{"name":"Curse","gameVersion":"1.20.1"}');
      write(
        'repos/packs/mine/pack.toml',
        'name = "p"\npack-format = "packwiz:1.1.0"\n[versions]\nminecraft = "1.20.1"\n',
      );
      write('servers/old/bare/mods/a.jar', 'PK');
      write('games/x/.minecraft/versions/1.20.1/1.20.1.json', '{"id":"1.20.1","type":"release"}');
      const files: string[] = [];
      const walk = (folder: string): void => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) walk(full);
          else files.push(path.relative(dir, full).split(path.sep).join('/'));
        }
      };
      walk(dir);
      const found = await discoverInstances(dir, { maxDepth: maxDepth?.default as number });
      assert.ok(found.length >= 5, found.map((i) => `${i.layout} ${i.root}`).join('; '));
      for (const instance of found) {
        const under = path.relative(dir, instance.root).split(path.sep).join('/');
        const own = files.filter((f) => under === '' || f.startsWith(`${under}/`));
        assert.ok(own.some(activates), `${instance.layout} instance at ${under} activates Nova`);
      }
      assert.ok(!activates('src/main/java/Main.java') && !activates('package.json'), 'no activation on other files');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('binds the chat key only where it cannot take a typed character (AltGr is Ctrl+Alt)', () => {
    const binding = manifest.contributes.keybindings.find((k) => k.command === 'nova.openChat');
    assert.ok(binding);
    const chord = binding.key.includes(' ');
    assert.ok(chord || /(^|\s|&&\s*)!inputFocus\b/.test(binding.when ?? ''), binding.when);
    assert.doesNotMatch(binding.when ?? '', /\|\|/, 'no alternative that re-admits text inputs');
  });

  it('contributes no language for .jar files (mod pages use the nova-mod: scheme)', () => {
    for (const language of manifest.contributes.languages ?? []) {
      assert.ok(!(language.extensions ?? []).some((e) => /\.jar$/i.test(e)), language.id);
      assert.ok(!(language.filenamePatterns ?? []).some((e) => /jar/i.test(e)), language.id);
    }
    assert.ok(!fs.readFileSync(path.join(root, 'package.json'), 'utf8').includes('"[nova-mod-page]"'));
  });

  it('declares that it cannot work in virtual workspaces, and says why in both languages', () => {
    const virtual = manifest.capabilities.virtualWorkspaces;
    assert.equal(virtual?.supported, false);
    const why = localized(virtual.description ?? '');
    assert.match(why.en, /disk|files/);
    assert.match(why.zh, /[\u4e00-\u9fff]/);
  });

  it('welcomes people in the Mods view with what to do, whether a folder is open or not', () => {
    const welcome = (manifest.contributes.viewsWelcome ?? []).filter((w) => w.view === 'nova.mods');
    assert.deepEqual(welcome.map((w) => w.when).sort(), ['workbenchState != empty', 'workbenchState == empty']);
    const commands = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const w of welcome)
      for (const text of Object.values(localized(w.contents))) {
        const links = [...text.matchAll(/\]\(command:([\w.]+)/g)].map((m) => m[1]!);
        assert.ok(links.length >= 2, text);
        for (const id of links) assert.ok(commands.has(id) || id.startsWith('workbench.'), id);
      }
  });

  it('walks a newcomer through a provider, a pack, the first check and the first chat', () => {
    const [walkthrough] = manifest.contributes.walkthroughs ?? [];
    assert.ok(walkthrough);
    assert.deepEqual(
      walkthrough.steps.map((s) => s.id),
      ['provider', 'openPack', 'firstCheck', 'firstChat'],
    );
    const commands = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const step of walkthrough.steps) {
      assert.ok((step.completionEvents ?? []).length > 0, step.id);
      for (const event of step.completionEvents ?? []) {
        const command = /^onCommand:(.+)$/.exec(event)?.[1];
        if (command !== undefined) assert.ok(commands.has(command), event);
      }
      for (const [lang, text] of Object.entries(localized(step.description)))
        assert.match(text, /\]\(command:[\w.]+\)/, `${step.id} (${lang}) offers a button`);
      const media = localized(step.media.markdown ?? '');
      assert.notEqual(media.en, media.zh, `${step.id} has a Chinese page`);
      for (const file of [media.en, media.zh]) {
        assert.match(file, /^media\/walkthrough\/.+\.md$/);
        assert.match(fs.readFileSync(path.join(root, file), 'utf8'), /^# /, file);
      }
      assert.match(fs.readFileSync(path.join(root, media.zh), 'utf8'), /[\u4e00-\u9fff]/);
    }
  });

  it('offers Analyze Crash on crash reports, latest.log and hs_err files in the Explorer and the editor', () => {
    const explorer = manifest.contributes.menus['explorer/context']?.find((m) => m.command === 'nova.analyzeCrash');
    assert.ok(explorer?.when);
    for (const file of [
      '/home/a/.minecraft/crash-reports/crash-2024-01-01_10.00.00-client.txt',
      'C:\\Users\\a\\AppData\\Roaming\\.minecraft\\crash-reports\\crash-2024-01-01_10.00.00-server.txt',
      '/srv/pack/logs/latest.log',
      '/srv/pack/hs_err_pid12345.log',
    ])
      assert.ok(evaluateOr(explorer.when, resource(file)), file);
    for (const file of ['/srv/pack/logs/debug.log', '/srv/pack/crash-reports/notes/a.md', '/srv/readme.txt'])
      assert.ok(!evaluateOr(explorer.when, resource(file)), file);
    for (const menu of ['editor/context', 'editor/title/context']) {
      const entry = manifest.contributes.menus[menu]?.find((m) => m.command === 'nova.analyzeCrash');
      assert.ok(entry?.when?.includes(explorer.when), menu);
    }
  });

  it('offers Disable Mod only on jars directly inside a mods folder', () => {
    const entry = manifest.contributes.menus['explorer/context']?.find((m) => m.command === 'nova.disableMod');
    assert.ok(entry?.when);
    for (const file of ['/i/.minecraft/mods/sodium.jar', 'C:\\i\\mods\\jei-1.20.jar'])
      assert.ok(evaluateOr(entry.when, resource(file)), file);
    for (const file of [
      '/repo/gradle/wrapper/gradle-wrapper.jar',
      '/i/.minecraft/libraries/x.jar',
      '/i/mods/sub/nested.jar',
      '/i/mods/a.jar.disabled',
    ])
      assert.ok(!evaluateOr(entry.when, resource(file)), file);
  });

  it('puts every command that has an icon in a menu where the icon shows', () => {
    const shown = new Set(
      Object.entries(manifest.contributes.menus)
        .filter(([menu]) => menu !== 'commandPalette')
        .flatMap(([, entries]) => entries.map((e) => e.command)),
    );
    const unreachable = manifest.contributes.commands.filter((c) => c.icon && !shown.has(c.command));
    assert.deepEqual(
      unreachable.map((c) => c.command),
      [],
    );
  });

  it('types whole-number settings as integer', () => {
    for (const key of ['nova.scan.maxDepth', 'nova.provider.contextWindow'])
      assert.equal(manifest.contributes.configuration.properties[key]?.type, 'integer', key);
  });

  it('lets VS Code route modpack questions to @nova (disambiguation with examples in both languages)', () => {
    const participant = manifest.contributes.chatParticipants.find((p) => p.id === 'nova.participant');
    const [entry] = participant?.disambiguation ?? [];
    assert.ok(entry);
    assert.match(entry.category, /^[a-z_]+$/);
    assert.match(localized(entry.description).en, /Minecraft/);
    assert.ok(entry.examples.length >= 3);
    for (const example of entry.examples) assert.match(localized(example).zh, /[\u4e00-\u9fff]/);
  });
});
