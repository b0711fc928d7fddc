import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { gapTexts, incompleteText } from '../../src/core/content/contentMessages';
import { ModScanner } from '../../src/core/mods/modScanner';
import { runNova } from './fixtures/cliRun';
import { writeContentGapsSample } from './fixtures/contentGapsSample';
import * as path from 'node:path';

const CJK = /[\u4e00-\u9fff]/;

/**
 * The content index's gaps and incomplete-namespace reasons by message id: the English (`--json`, the model's tools)
 * is the text it always was, and `nova content --lang zh-CN` shows the same ids in Chinese with the facts kept.
 */
describe('content index gaps by message id', () => {
  let root: string;
  let dir: string;
  let index: ContentIndex;
  before(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-gaps-'));
    const pack = await writeContentGapsSample(root);
    dir = pack.instance.root;
    index = await new ContentIndexer(new ModScanner()).index(pack.instance);
  });
  after(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('keeps the English gaps and reasons word for word', () => {
    const reason = (id: string): string | null => index.namespaces.find((n) => n.id === id)?.incompleteReason ?? null;
    assert.equal(
      reason('matsys'),
      '29 item names in its lang file have no item model in the jar, so its items are likely made from code at run time',
    );
    assert.equal(
      reason('gregish'),
      'its jar contains GregTech CEu material system (items made per material from code)',
    );
    assert.equal(reason('minecraft'), 'no Minecraft client jar was found, so vanilla content is not indexed');
    assert.match(reason('kubejs') ?? '', /^kubejs\/startup_scripts\/broken\.js could not be parsed \(.+\)$/);
    const gaps = index.gaps;
    assert.ok(gaps.includes('mods/hostile.jar: data/hostile/recipes/bad.json is not valid JSON; it was skipped'));
    assert.ok(gaps.includes('mods/hostile.jar: assets/hostile/lang/en_us.json is larger than 8 MiB; it was skipped'));
    assert.ok(
      gaps.includes(
        'KubeJS: kubejs/startup_scripts/computed.js registers a item whose id is computed, not written out; ids it makes are not known.',
      ),
    );
    assert.ok(
      gaps.includes(
        'No Minecraft 1.20.1 client jar was found for this instance (Prism/MultiMC libraries or .minecraft/versions): vanilla items, blocks, tags and recipes are not indexed, and tags that include vanilla tags miss their members.',
      ),
    );
    assert.deepEqual(gapTexts(index, 'en'), gaps);
  });

  it('renders every gap and reason in Chinese with the files and counts kept', () => {
    const zh = gapTexts(index, 'zh-cn');
    assert.equal(zh.length, index.gaps.length);
    for (const gap of zh) assert.match(gap, CJK, gap);
    assert.ok(zh.includes('mods/hostile.jar：data/hostile/recipes/bad.json 不是有效的 JSON，已跳过'), zh.join('\n'));
    for (const ns of index.namespaces.filter((n) => !n.complete)) {
      const text = incompleteText(ns, 'zh-cn') ?? '';
      assert.match(text, CJK, `${ns.id}: ${text}`);
      assert.equal(incompleteText(ns, 'en'), ns.incompleteReason);
    }
    const matsys = index.namespaces.find((n) => n.id === 'matsys')!;
    assert.equal(
      incompleteText(matsys, 'zh-cn'),
      '其语言文件中有 29 个物品名称在 jar 中没有物品模型，因此它的物品很可能是在运行时由代码生成的',
    );
  });

  it('survives the cache round trip with its messages', async () => {
    const indexer = new ContentIndexer(new ModScanner());
    const [instance] = await (await import('../../src/core/instances/instanceDiscovery')).readInstancesAt(dir);
    await indexer.index(instance!);
    const restored = ContentIndexer.fromJSON(JSON.parse(JSON.stringify(indexer.toJSON())), new ModScanner());
    const again = await restored.index(instance!);
    assert.equal(restored.stats.misses, 0);
    assert.deepEqual(gapTexts(again, 'zh-cn'), gapTexts(index, 'zh-cn'));
  });

  it('nova content prints the gaps in Chinese under --lang zh-CN; --json stays the English document', async () => {
    const zh = await runNova(root, ['content', dir, '--lang', 'zh-CN']);
    assert.equal(zh.code, 0, zh.stderr);
    assert.match(zh.stderr, /^索引无法知道的内容：\n/);
    assert.match(zh.stderr, /- KubeJS：kubejs\/startup_scripts\/computed\.js 注册的 item 的 id 是计算出来的/);
    assert.doesNotMatch(zh.stderr, /is not valid JSON|ids it makes are not known|client jar was found/);
    assert.match(zh.stdout, /matsys +matsys .*否（其语言文件中有 29 个物品名称/);
    const json = await runNova(root, ['content', dir, '--json', '--lang', 'zh-CN']);
    const doc = JSON.parse(json.stdout) as ContentIndex & Record<string, unknown>;
    assert.deepEqual(doc.gaps, index.gaps);
    assert.ok(!('gapMessages' in doc));
    assert.ok(doc.namespaces.every((n) => !('incompleteMessage' in n)));
    assert.equal(
      doc.namespaces.find((n) => n.id === 'gregish')?.incompleteReason,
      'its jar contains GregTech CEu material system (items made per material from code)',
    );
  });
});
