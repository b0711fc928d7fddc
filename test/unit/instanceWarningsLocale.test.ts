import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { parseIni } from '../../src/core/formats/iniFile';
import { parseJsonText } from '../../src/core/formats/jsonText';
import { readPackwiz } from '../../src/core/instances/packwizLayout';
import { readPrismInstance } from '../../src/core/instances/prismLayout';
import { decodingWarning, readFailureNote } from '../../src/core/formats/textDecoding';
import { readVersionJson } from '../../src/core/instances/versionJson';
import { problemMessages } from '../../src/core/checks/problemMessages';
import { instanceFileProblems } from '../../src/core/checks/workspaceCheck';
import { renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import type { Instance } from '../../src/core/model/instance';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;

function check(warnings: readonly Message[], seen: string[]): void {
  for (const m of warnings) {
    const w = renderMessage(m);
    seen.push(w);
    const zh = renderMessage(m, 'zh-cn');
    assert.match(zh, CJK, w);
    assert.doesNotMatch(zh, /\b(?:is|the|was|read|and)\b/, zh);
    for (const fact of w.match(/[\w.-]+\.(?:json|cfg|toml)|line \d+/g) ?? [])
      assert.ok(zh.includes(fact.replace(/^line /, '')), `${fact} kept in ${zh}`);
    const message = problemMessages('zh-cn').instanceWarning({ warning: zh });
    assert.ok(message.includes(zh), message);
    assert.ok(problemMessages('en').instanceWarning({ warning: w }).includes(w));
  }
}

/** An instance's warnings: its English warnings are its messages in English, then each is checked. */
function checkInstance(instance: Instance | null, seen: string[]): void {
  assert.ok(instance);
  const messages = instance.warningMessages ?? [];
  assert.deepEqual(
    instance.warnings,
    messages.map((m) => renderMessage(m)),
  );
  check(messages, seen);
  const problems = instanceFileProblems(instance, 'zh-cn').map((p) => p.message);
  assert.deepEqual(
    problems,
    messages.map((m) => problemMessages('zh-cn').instanceWarning({ warning: renderMessage(m, 'zh-cn') })),
  );
}

describe('instance warnings in Chinese', () => {
  let root = '';
  beforeEach(async () => {
    root = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('translate what the readers of launcher files write, keeping file names and lines', async () => {
    const seen: string[] = [];
    check(parseIni('[General]\nname=a\nname=b\nnot a pair\n', 'instance.cfg').warnings, seen);
    check(parseJsonText('{ "a": 1, "a": 2 }', 'profile.json').warnings, seen);
    check(parseJsonText('{ "a": 1, // note\n }', 'profile.json').warnings, seen);
    check(parseJsonText('{ "a": 1, "b": ', 'mmc-pack.json').warnings, seen);
    check(parseJsonText('', 'patches/net.minecraft.json').warnings, seen);
    for (const code of ['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'ENOTREG', 'EOUTSIDE', 'ELOOP', 'EFBIG', 'EWEIRD'])
      check([readFailureNote('versions/My Pack/My Pack.json', Object.assign(new Error('x'), { code }))], seen);
    check([decodingWarning('instance.cfg', { text: '', encoding: 'gbk' } as never)!], seen);
    check([decodingWarning('instance.cfg', { text: '', encoding: 'latin1' } as never)!], seen);

    const prism = path.join(root, 'prism');
    await writeText(path.join(prism, 'instance.cfg'), '[General]\nname=P\n');
    checkInstance(await readPrismInstance(prism, 'p'), seen);
    await writeText(
      path.join(prism, 'mmc-pack.json'),
      JSON.stringify({
        components: [
          { uid: 'net.minecraft', version: '1.20.1' },
          { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
          { uid: 'net.minecraftforge', version: '47.2.0' },
        ],
      }),
    );
    checkInstance(await readPrismInstance(prism, 'p'), seen);
    await writeText(path.join(prism, 'mmc-pack.json'), JSON.stringify({ formatVersion: 1 }));
    checkInstance(await readPrismInstance(prism, 'p'), seen);

    const packwiz = path.join(root, 'pw');
    await writeText(path.join(packwiz, 'pack.toml'), 'name = "P"\npack-format = "packwiz:1.1.0"\n');
    checkInstance(await readPackwiz(packwiz, 'pw'), seen);
    await writeText(
      path.join(packwiz, 'pack.toml'),
      'name = "P"\n[versions]\nminecraft = "1.20.1"\nfabric = "0.15.7"\nquilt = "0.26.0"\n',
    );
    checkInstance(await readPackwiz(packwiz, 'pw'), seen);
    await writeText(path.join(packwiz, 'pack.toml'), 'name = "P\n[versions]\nminecraft = "1.20.1"\n');
    checkInstance(await readPackwiz(packwiz, 'pw'), seen);

    const versions = path.join(root, 'versions');
    await writeText(path.join(versions, 'a', 'a.json'), JSON.stringify({ id: 'a', inheritsFrom: 'b' }));
    await writeText(path.join(versions, 'b', 'b.json'), JSON.stringify({ id: 'b', inheritsFrom: 'a' }));
    check((await readVersionJson(versions, 'a'))?.warnings ?? [], seen);
    await writeText(path.join(versions, 'c', 'c.json'), JSON.stringify({ id: 'c', inheritsFrom: '1.20.1' }));
    check((await readVersionJson(versions, 'c'))?.warnings ?? [], seen);
    await writeText(path.join(versions, 'd', 'd.json'), '[1, 2]');
    check((await readVersionJson(versions, 'd'))?.warnings ?? [], seen);

    assert.ok(seen.length >= 20, `only ${seen.length} warnings: ${seen.join(' | ')}`);
  });
});
