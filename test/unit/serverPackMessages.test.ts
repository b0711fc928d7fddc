import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { scanInstanceMods } from '../../src/core/checks/instanceMods';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { ModScanner } from '../../src/core/mods/modScanner';
import { serverSideVerdicts } from '../../src/core/serverPacks/serverPack';
import { signalText, verdictReason, type VerdictWhy } from '../../src/core/serverPacks/serverPackMessages';
import type { ModVerdict } from '../../src/core/serverPacks/sideVerdicts';
import type { Instance } from '../../src/core/model/instance';
import { proposeServerPack } from '../../src/core/planning/serverPackPlanner';
import { summaryText } from '../../src/core/planning/summaries';
import { runNova } from './fixtures/cliRun';
import { writeServerPackSample } from './fixtures/serverPackSample';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;

/**
 * Server-pack verdict reasons, signal evidence and problems by message id: the English (the `reason`, `detail` and
 * `message` of `--json`, docs/cli.md) is exactly what it was before the messages, and the same ids render in Chinese
 * for people (`--lang zh-CN`, the VS Code report) with the facts (files, keys, values, ids) kept.
 */
describe('server packs: reasons by message id', () => {
  let root: string;
  let byId: Map<string, ModVerdict>;
  let problems: Awaited<ReturnType<typeof serverSideVerdicts>>['problems'];
  let verdicts: Awaited<ReturnType<typeof serverSideVerdicts>>;
  let instance: Instance;
  before(async () => {
    root = await makeTempDir('nova-spmessages-');
    await writeServerPackSample(root);
    const [found] = await readInstancesAt(path.join(root, 'pack'));
    assert.ok(found);
    instance = found;
    const result = await serverSideVerdicts(instance, await scanInstanceMods(new ModScanner(), instance));
    verdicts = result;
    byId = new Map(result.verdicts.map((v) => [v.id ?? v.file.fileName, v]));
    problems = result.problems;
  });
  after(async () => {
    await removeTempDir(root);
  });

  const verdict = (id: string): ModVerdict => {
    const v = byId.get(id);
    assert.ok(v, id);
    return v;
  };

  it('keeps the English reasons and signal details word for word', () => {
    const english: Record<string, string> = {
      envclient: 'client-only: fabric.mod.json environment "client"',
      envserver: 'server-only: fabric.mod.json environment "server"',
      hud: `client-only: fabric.mod.json's only game entry points are "client"`,
      shiny: 'client-only: all 2 mixins apply only on the client',
      sodium: "client-only: Sodium (sodium) is on Nova's list of client-only mods",
      plain: 'nothing says which side it runs on; kept to be safe',
      star: `runs on both sides: fabric.mod.json environment "*" (over fabric.mod.json's only game entry points are "client")`,
      tie: `signals of equal weight disagree (fabric.mod.json's only game entry points are "client"; 1 mixin apply on the server too); kept to be safe`,
      clientlib: 'kept because machines (machines) requires it, although fabric.mod.json environment "client"',
      cso: 'client-only: META-INF/mods.toml clientSideOnly = true',
    };
    for (const [id, reason] of Object.entries(english)) {
      assert.equal(verdict(id).reason, reason, id);
      assert.equal(verdictReason(verdict(id).why), reason, `${id}: rendered from its message`);
    }
    for (const v of byId.values()) for (const s of v.signals) assert.equal(signalText(s), s.detail);
    assert.deepEqual(problems.map((p) => p.message).sort(), [
      'broken.jar cannot be read (The file is not a zip/jar archive (no zip end record found): it is damaged or is not a mod. Re-download it.); it is kept, but the server will refuse it too.',
      "machines requires clientlib, but clientlib.jar is client-only for its loader, which will not load it on a server: ask machines's author, or keep both off the server.",
      'machines requires ghost, which no mod in the pack provides: the server will not start until it is added.',
    ]);
  });

  it('renders every reason and problem in Chinese with its facts verbatim', () => {
    for (const v of byId.values()) {
      const zh = verdictReason(v.why, 'zh-cn');
      assert.match(zh, CJK, `${v.file.fileName}: ${zh}`);
      assert.doesNotMatch(zh, /kept to be safe|client-only:|runs on both sides|requires it|entry points are/);
    }
    assert.equal(verdict('envclient').reason, 'client-only: fabric.mod.json environment "client"');
    assert.equal(
      verdictReason(verdict('envclient').why, 'zh-cn'),
      '仅客户端：fabric.mod.json 的 environment 为 "client"',
    );
    assert.equal(
      verdictReason(verdict('star').why, 'zh-cn'),
      '两端都运行：fabric.mod.json 的 environment 为 "*"（压过了 fabric.mod.json 仅有的游戏入口点是 "client"）',
    );
    assert.equal(
      verdictReason(verdict('corelib').why, 'zh-cn'),
      '保留，因为 machines (machines) 需要它，尽管全部 1 个 mixin 只在客户端应用',
    );
    const ghost = problems.find((p) => p.message.includes('ghost'));
    assert.ok(ghost);
    assert.equal(
      renderMessage(ghost.text, 'zh-cn'),
      'machines 需要 ghost，但整合包中没有模组提供它：添加之前服务器无法启动。',
    );
  });

  it('says which choices were the person’s, in both languages', () => {
    const said = verdict('envclient').why;
    const kept: VerdictWhy = { kind: 'kept-by-you', said };
    assert.equal(verdictReason(kept), 'kept by you (Nova said: client-only: fabric.mod.json environment "client")');
    assert.equal(
      verdictReason(kept, 'zh-cn'),
      '由你保留（Nova 的判断：仅客户端：fabric.mod.json 的 environment 为 "client"）',
    );
    const left: VerdictWhy = { kind: 'left-out-by-you', said: verdict('corelib').why, requiredBy: ['machines'] };
    assert.equal(verdictReason(left), 'left out by you although machines require it');
    assert.equal(verdictReason(left, 'zh-cn'), '由你排除，尽管 machines 需要它');
  });

  it('words the checklist line of a server pack by id: English for the model, Chinese for people', async () => {
    const target = path.join(root, 'pack-server.zip');
    const { draft } = await proposeServerPack({ instance, instanceId: 'pack', verdicts, target });
    assert.equal(
      draft.summary.replace(/, [\d.]+ [KMG]?B;/, ', SIZE;'),
      'Create server pack pack-server.zip from "pack" (8 mods kept, 5 mods dropped, 8 files, SIZE; a new file, nothing replaced)',
    );
    assert.match(
      summaryText(draft, 'zh-cn'),
      /^从 "pack" 创建服务器包 pack-server\.zip（保留 8 个模组，移除 5 个，8 个文件，/,
    );
  });

  it('nova server-pack prints the reasons in Chinese under --lang zh-CN and keeps --json English', async () => {
    const zh = await runNova(root, ['server-pack', 'pack', '--out', 'zh', '--lang', 'zh-CN']);
    assert.equal(zh.code, 1, zh.stderr);
    assert.match(zh.stdout, /^已写入 zh：保留 8 个模组，移除 5 个，共 \d+ 个文件。/);
    assert.match(zh.stdout, /已移除 envclient\.jar: 仅客户端：fabric\.mod\.json 的 environment 为 "client"\n/);
    assert.match(zh.stdout, /保留（无法判断） plain\.jar: 没有任何信息说明它在哪一端运行/);
    assert.match(zh.stdout, /问题 machines 需要 ghost/);
    assert.doesNotMatch(zh.stdout, /kept to be safe|client-only:|which no mod in the pack provides|dropped /);
    const json = await runNova(root, ['server-pack', 'pack', '--out', 'zhjson', '--json', '--lang', 'zh-CN']);
    const report = JSON.parse(json.stdout);
    const dropped = report.dropped.find((d: { id: string }) => d.id === 'envclient');
    assert.equal(dropped.reason, 'client-only: fabric.mod.json environment "client"');
    assert.equal(dropped.signals[0].detail, 'fabric.mod.json environment "client"');
    assert.deepEqual(Object.keys(report.problems[0]), ['code', 'file', 'message']);
    const parity = await runNova(root, ['server-pack', 'pack', '--parity', 'server', '--lang', 'zh-CN']);
    assert.match(
      parity.stdout,
      /版本不一致 machines 在客户端上是 1\.0\.0（machines\.jar），在服务器上是 2\.0\.0（machines-2\.jar）/,
    );
    assert.match(parity.stdout, /客户端缺少 quests \(quests\.jar\) 在服务器上但不在客户端整合包中/);
    assert.doesNotMatch(parity.stdout, /use the same version|missing on the/);
  });
});
