import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from './fixtures/cliRun';
import { writePackwizPack, manyModsPack, sha } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

interface ModRowJson {
  file: string;
  id: string;
  name: string;
  enabled: boolean;
  side: string;
  kind: string;
  fileName?: string;
  download?: { url: string | null; hashFormat: string | null; hash: string | null; mode: string };
  update?: { modrinth?: { modId: string; version: string }; curseforge?: { projectId: number; fileId: number } };
  option?: { optional: boolean; default: boolean };
}

interface ProblemJson {
  severity: string;
  code: string;
  message: string;
  files: string[];
}

describe('packwiz packs in the CLI (instances, mods, check, refresh)', () => {
  let root: string;

  before(async () => {
    root = await makeTempDir();
    // A repository holding several packs, none at the root: Fabric, Quilt, Forge and NeoForge.
    writePackwizPack(path.join(root, 'fabric'), {
      name: 'Fabric Pack',
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        {
          slug: 'sodium',
          name: 'Sodium',
          side: 'client',
          url: 'https://cdn.modrinth.com/data/AANobbMI/versions/abc/sodium-fabric-0.5.8.jar',
          modrinth: { modId: 'AANobbMI', version: 'abcdefgh' },
        },
        // Real packs hold metafiles without the .pw.toml ending and without `side`.
        {
          metafile: 'mods/lithium.toml',
          slug: 'lithium',
          name: 'Lithium',
          url: 'https://cdn.modrinth.com/data/gvQqBUqZ/versions/x/lithium.jar',
          hashFormat: 'sha1',
          modrinth: { modId: 'gvQqBUqZ', version: 'xxxxxxxx' },
        },
        {
          slug: 'zoomify',
          name: 'Zoomify',
          side: 'client',
          url: 'https://cdn.modrinth.com/data/w7ThoJFB/versions/y/zoomify.jar',
          modrinth: { modId: 'w7ThoJFB', version: 'yyyyyyyy' },
          option: { optional: true, default: true, description: 'Zoom key' },
        },
      ],
      files: { 'config/sodium-options.json': '{"quality":{}}\n' },
    });
    writePackwizPack(path.join(root, 'quilt', 'pack'), {
      name: 'Quilt Pack',
      versions: { minecraft: '1.20.1', quilt: '0.26.0' },
      mods: [{ slug: 'qsl', url: 'https://cdn.modrinth.com/data/qvIfYCYJ/versions/z/qsl.jar' }],
    });
    writePackwizPack(path.join(root, 'forge'), {
      name: 'Forge Pack',
      versions: { minecraft: '1.20.1', forge: '47.2.0' },
      mods: [
        {
          slug: 'jei',
          name: 'Just Enough Items',
          side: 'both',
          hashFormat: 'murmur2',
          hash: '1781245820',
          mode: 'metadata:curseforge',
          curseforge: { projectId: 238222, fileId: 4712866 },
        },
      ],
    });
    writePackwizPack(path.join(root, 'neoforge'), {
      name: 'NeoForge Pack',
      versions: { minecraft: '1.21.1', neoforge: '21.1.77' },
      mods: [],
    });
  });

  after(async () => removeTempDir(root));

  it('nova instances finds every pack in subfolders with its loader from [versions] and its metafile count', async () => {
    const run = await runNova(root, ['instances', '.', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const { instances } = JSON.parse(run.stdout) as {
      instances: Array<{
        id: string;
        name: string;
        layout: string;
        loader: { type: string; version: string };
        modCount: number;
      }>;
    };
    const byId = new Map(instances.map((i) => [i.id, i]));
    assert.deepEqual([...byId.keys()].sort(), ['fabric', 'forge', 'neoforge', 'quilt/pack']);
    assert.deepEqual(byId.get('fabric')!.loader, { type: 'fabric', version: '0.15.7' });
    assert.deepEqual(byId.get('quilt/pack')!.loader, { type: 'quilt', version: '0.26.0' });
    assert.deepEqual(byId.get('forge')!.loader, { type: 'forge', version: '47.2.0' });
    assert.deepEqual(byId.get('neoforge')!.loader, { type: 'neoforge', version: '21.1.77' });
    assert.equal(byId.get('fabric')!.layout, 'packwiz');
    assert.equal(byId.get('fabric')!.modCount, 3);
    assert.equal(byId.get('forge')!.modCount, 1);
  });

  it('nova mods lists metafiles like jars, including ones without .pw.toml or side, with download, update and option', async () => {
    const run = await runNova(root, ['mods', 'fabric', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const { mods } = JSON.parse(run.stdout) as { mods: ModRowJson[] };
    assert.deepEqual(
      mods.map((m) => m.id),
      ['lithium', 'sodium', 'zoomify'],
    );
    const lithium = mods.find((m) => m.id === 'lithium')!;
    assert.equal(lithium.file, 'mods/lithium.toml');
    assert.equal(lithium.side, 'both');
    assert.equal(lithium.download!.hashFormat, 'sha1');
    assert.equal(lithium.download!.hash, sha('sha1', 'lithium'));
    const zoomify = mods.find((m) => m.id === 'zoomify')!;
    assert.deepEqual(zoomify.option, { optional: true, default: true });
    assert.deepEqual(zoomify.update!.modrinth, { modId: 'w7ThoJFB', version: 'yyyyyyyy' });
    assert.equal(zoomify.fileName, 'zoomify-1.0.0.jar');
    assert.equal(zoomify.kind, 'metafile');
    const human = await runNova(root, ['mods', 'fabric']);
    assert.match(human.stdout, /mods\/sodium\.pw\.toml\s+sodium/);
  });

  it('nova mods shows CurseForge-metadata mods with their project and file ids', async () => {
    const run = await runNova(root, ['mods', 'forge', '--json']);
    const { mods } = JSON.parse(run.stdout) as { mods: ModRowJson[] };
    assert.equal(mods.length, 1);
    assert.deepEqual(mods[0]!.update!.curseforge, { projectId: 238222, fileId: 4712866 });
    assert.equal(mods[0]!.download!.mode, 'metadata:curseforge');
    assert.equal(mods[0]!.download!.hashFormat, 'murmur2');
  });

  it('nova check on a clean pack: exit 0, one line naming the skipped jar checks, nothing called corrupt or missing', async () => {
    const run = await runNova(root, ['check', 'fabric', '--json']);
    assert.equal(run.code, 0, run.stdout);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    assert.deepEqual(
      problems.map((p) => p.code),
      ['packwiz-jar-checks-skipped'],
    );
    assert.match(problems[0]!.message, /3 mods are described only by metafiles.*dependencies.*nova check --download/);
  });

  it('refresh --check passes on a pack written as packwiz writes it, and refresh then changes nothing', async () => {
    const dir = path.join(root, 'fabric');
    const before = fs.readFileSync(path.join(dir, 'index.toml'));
    const packBefore = fs.readFileSync(path.join(dir, 'pack.toml'));
    const check = await runNova(root, ['refresh', 'fabric', '--check', '--json']);
    assert.equal(check.code, 0, check.stdout);
    assert.equal((JSON.parse(check.stdout) as { stale: boolean }).stale, false);
    const refresh = await runNova(root, ['refresh', 'fabric']);
    assert.equal(refresh.code, 0);
    assert.deepEqual(fs.readFileSync(path.join(dir, 'index.toml')), before);
    assert.deepEqual(fs.readFileSync(path.join(dir, 'pack.toml')), packBefore);
  });
});

describe('packwiz checks without downloading', () => {
  let root: string;

  beforeEach(async () => {
    root = await makeTempDir();
  });
  afterEach(async () => removeTempDir(root));

  it('finds duplicates by project id and by file name, but keeps a client and a server variant of one jar', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        { slug: 'sodium', url: 'https://cdn.modrinth.com/a.jar', modrinth: { modId: 'AANobbMI', version: 'v1' } },
        { slug: 'sodium-copy', url: 'https://cdn.modrinth.com/b.jar', modrinth: { modId: 'AANobbMI', version: 'v2' } },
        { slug: 'one', filename: 'same.jar', url: 'https://cdn.modrinth.com/c.jar' },
        { slug: 'two', filename: 'same.jar', url: 'https://cdn.modrinth.com/d.jar' },
        {
          slug: 'var-client',
          side: 'client',
          filename: 'v.jar',
          url: 'https://cdn.modrinth.com/v.jar',
          modrinth: { modId: 'VVV', version: 'c' },
        },
        {
          slug: 'var-server',
          side: 'server',
          filename: 'v.jar',
          url: 'https://cdn.modrinth.com/v.jar',
          modrinth: { modId: 'VVV', version: 's' },
        },
      ],
    });
    const run = await runNova(root, ['check', '.', '--json']);
    assert.equal(run.code, 1);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    const dups = problems.filter((p) => p.code === 'packwiz-duplicate');
    assert.equal(dups.length, 2, JSON.stringify(dups));
    assert.ok(dups.some((p) => p.message.includes('AANobbMI') && p.files.includes('mods/sodium-copy.pw.toml')));
    assert.ok(dups.some((p) => p.message.includes('mods/same.jar')));
    assert.ok(!dups.some((p) => p.message.includes('VVV') || p.message.includes('v.jar')));
  });

  it('flags a client-only mod in a server pack', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [{ slug: 'sodium', side: 'client', url: 'https://cdn.modrinth.com/a.jar' }],
      files: { 'server.properties': 'motd=hi\n' },
    });
    const { problems } = JSON.parse((await runNova(root, ['check', '.', '--json'])).stdout) as {
      problems: ProblemJson[];
    };
    const p = problems.find((x) => x.code === 'packwiz-client-only-on-server');
    assert.ok(p, JSON.stringify(problems));
    assert.deepEqual(p.files, ['mods/sodium.pw.toml']);
  });

  it('reports index entries whose file is missing and metafiles missing from the index', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [{ slug: 'sodium', url: 'https://cdn.modrinth.com/a.jar' }],
      phantom: [{ file: 'mods/gone.pw.toml', metafile: true }, { file: 'config/gone.json' }],
      unindexed: {
        'mods/new.pw.toml':
          'name = "New"\nfilename = "new.jar"\n\n[download]\nurl = "https://cdn.modrinth.com/n.jar"\nhash-format = "sha1"\nhash = "00"\n',
      },
    });
    const run = await runNova(root, ['check', '.', '--json']);
    assert.equal(run.code, 1);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    const missing = problems.filter((p) => p.code === 'packwiz-missing-file').map((p) => p.message);
    assert.equal(missing.length, 2);
    assert.ok(missing.some((m) => m.includes('mods/gone.pw.toml')));
    assert.ok(missing.some((m) => m.includes('config/gone.json')));
    const unindexed = problems.find((p) => p.code === 'packwiz-unindexed');
    assert.deepEqual(unindexed?.files, ['mods/new.pw.toml']);
    // The removed/added entries are reported once each, not again as a stale index.
    assert.ok(!problems.some((p) => p.code === 'packwiz-stale-index'), JSON.stringify(problems));
  });

  it('reports a stale index (an edited file) and a stale pack hash, naming CRLF line endings when they are the cause', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [{ slug: 'sodium', url: 'https://cdn.modrinth.com/a.jar' }],
      files: { 'config/a.json': '{\n  "a": 1\n}\n', 'config/b.txt': 'one\n' },
    });
    fs.writeFileSync(path.join(root, 'config', 'a.json'), '{\r\n  "a": 1\r\n}\r\n');
    fs.writeFileSync(path.join(root, 'config', 'b.txt'), 'two\n');
    const run = await runNova(root, ['check', '.', '--json']);
    assert.equal(run.code, 1);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    const stale = problems.find((p) => p.code === 'packwiz-stale-index');
    assert.ok(stale, JSON.stringify(problems));
    assert.equal(stale.severity, 'error');
    assert.match(stale.message, /config\/a\.json \(hash-changed\)/);
    assert.match(stale.message, /config\/b\.txt \(hash-changed\)/);
    assert.match(stale.message, /CRLF line endings/);
    const check = await runNova(root, ['refresh', '.', '--check', '--json']);
    assert.equal(check.code, 1);
    const report = JSON.parse(check.stdout) as {
      changes: Array<{ kind: string; file: string; lineEndingsOnly?: boolean }>;
    };
    assert.deepEqual(
      report.changes.find((c) => c.file === 'config/a.json'),
      {
        kind: 'hash-changed',
        file: 'config/a.json',
        lineEndingsOnly: true,
      },
    );
    assert.ok(report.changes.some((c) => c.kind === 'pack-hash'));
    // refresh writes what packwiz would: the new hashes and pack.toml's hash of the new index.
    assert.equal((await runNova(root, ['refresh', '.'])).code, 0);
    const index = fs.readFileSync(path.join(root, 'index.toml'), 'utf8');
    assert.ok(index.includes(`hash = "${sha('sha256', 'two\n')}"`));
    const pack = fs.readFileSync(path.join(root, 'pack.toml'), 'utf8');
    assert.ok(pack.includes(`hash = "${sha('sha256', index)}"`));
    assert.equal((await runNova(root, ['refresh', '.', '--check'])).code, 0);
    const after = JSON.parse((await runNova(root, ['check', '.', '--json'])).stdout) as { problems: ProblemJson[] };
    assert.ok(!after.problems.some((p) => p.code === 'packwiz-stale-index'));
  });

  it('reports malformed TOML with the file and line, and exits 1', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [{ slug: 'sodium', url: 'https://cdn.modrinth.com/a.jar' }],
    });
    const file = path.join(root, 'mods', 'sodium.pw.toml');
    fs.writeFileSync(file, 'name = "Sodium"\nfilename = "s.jar"\n[download\nurl = 1\n');
    const run = await runNova(root, ['check', '.', '--json']);
    assert.equal(run.code, 1);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    const bad = problems.find((p) => p.code === 'packwiz-malformed');
    assert.ok(bad, JSON.stringify(problems));
    assert.deepEqual(bad.files, ['mods/sodium.pw.toml']);
    assert.match(bad.message, /mods\/sodium\.pw\.toml is not valid TOML at line 3/);
    assert.equal((bad as ProblemJson & { line?: number }).line, 3);
    assert.match((await runNova(root, ['check', '.'])).stdout, /packwiz-malformed mods\/sodium\.pw\.toml:3/);
    const github = await runNova(root, ['check', '.', '--format', 'github']);
    assert.match(github.stdout, /::error file=mods\/sodium\.pw\.toml,line=3,title=packwiz-malformed/);
    const sarif = JSON.parse((await runNova(root, ['check', '.', '--format', 'sarif'])).stdout) as {
      runs: Array<{
        results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { region: { startLine: number } } }> }>;
      }>;
    };
    const result = sarif.runs[0]!.results.find((r) => r.ruleId === 'packwiz-malformed')!;
    assert.equal(result.locations[0]!.physicalLocation.region.startLine, 3);
  });

  it('.packwizignore keeps a file out of the refresh, and packwiz default ignores apply', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [{ slug: 'sodium', url: 'https://cdn.modrinth.com/a.jar' }],
      packwizignore: 'notes/\n',
      unindexed: {
        'notes/todo.md': 'x',
        '.gitignore': '*.zip\n',
        'build.zip': 'PK',
        packwiz: 'bin',
        'nested/keep.zip': 'PK',
      },
    });
    const check = JSON.parse((await runNova(root, ['refresh', '.', '--check', '--json'])).stdout) as {
      changes: Array<{ kind: string; file: string }>;
    };
    assert.deepEqual(
      check.changes.filter((c) => c.kind === 'added').map((c) => c.file),
      ['nested/keep.zip'],
    );
  });

  it('scans a 300-mod pack', async () => {
    writePackwizPack(root, manyModsPack(300));
    const run = await runNova(root, ['mods', '.', '--json']);
    assert.equal((JSON.parse(run.stdout) as { mods: unknown[] }).mods.length, 300);
    const check = await runNova(root, ['check', '.', '--json']);
    assert.equal(check.code, 0, check.stdout);
  });
});
