import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runToolListBench, TOOL_LIST_TOKEN_TARGET } from '../../bench/toolListBench';
import { ModScanner } from '../../src/core/mods/modScanner';
import {
  LM_TOOL_PREFIX,
  languageModelToolContributions,
  languageModelToolNlsKey,
  languageModelToolIcon,
  languageModelToolTags,
  languageModelToolUserDescriptionNlsKey,
  type LanguageModelToolContribution,
} from '../../src/core/tools/languageModelToolManifest';
import { novaToolRegistry } from '../../src/core/tools/novaTools';

const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  contributes: { languageModelTools?: LanguageModelToolContribution[] };
};

describe('contributes.languageModelTools (Copilot agent mode)', () => {
  const vscodeHost = novaToolRegistry({ roots: [], scanner: new ModScanner() }, { capabilities: ['ui', 'network'] });

  it('declares exactly the VS Code host tools, read tools first, with the registry descriptions and schemas', () => {
    const declared = manifest.contributes.languageModelTools ?? [];
    assert.deepEqual(declared, languageModelToolContributions(vscodeHost), 'regenerate package.json from the registry');
    const all = vscodeHost.describe();
    assert.deepEqual(
      declared.map((t) => t.name),
      all.map((t) => `${LM_TOOL_PREFIX}${t.function.name}`),
    );
    declared.forEach((tool, i) => {
      const wire = all[i]!;
      assert.equal(tool.modelDescription, wire.function.description);
      assert.deepEqual(tool.inputSchema, wire.function.parameters);
      assert.equal(tool.displayName, `%${languageModelToolNlsKey(wire.function.name)}%`);
      assert.deepEqual(tool.tags, languageModelToolTags(wire.readOnly));
    });
    const firstWrite = all.findIndex((t) => !t.readOnly);
    assert.ok(firstWrite > 0 && all.slice(firstWrite).every((t) => !t.readOnly), 'every read tool before any write');
  });

  it('names each tool for people in English and Simplified Chinese with the registry display names', () => {
    for (const [file, locale] of [
      ['package.nls.json', 'en'],
      ['package.nls.zh-cn.json', 'zh-cn'],
    ] as const) {
      const nls = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')) as Record<
        string,
        string
      >;
      const registry = novaToolRegistry(
        { roots: [], scanner: new ModScanner(), locale },
        { capabilities: ['ui', 'network'] },
      );
      for (const tool of registry.describe())
        assert.equal(
          nls[languageModelToolNlsKey(tool.function.name)],
          tool.displayName,
          `${file}: ${tool.function.name}`,
        );
    }
    const zh = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.nls.zh-cn.json'), 'utf8'),
    ) as Record<string, string>;
    assert.match(zh[languageModelToolNlsKey('list_mods')] ?? '', /[\u4e00-\u9fff]/);
  });

  it("offers the write tools tagged as Nova's checklist, and the online tools only while nova.network.enabled is on", () => {
    const declared = manifest.contributes.languageModelTools ?? [];
    const writes = vscodeHost.describe().filter((t) => !t.readOnly);
    assert.ok(writes.length > 0);
    for (const write of writes) {
      const tool = declared.find((t) => t.name === `${LM_TOOL_PREFIX}${write.function.name}`);
      assert.ok(tool?.tags.includes('checklist'), write.function.name);
      assert.ok(!tool?.tags.includes('read-only'), write.function.name);
    }
    const gated = declared.filter((t) => t.when !== undefined);
    assert.deepEqual(
      gated.map((t) => [t.name, t.when]),
      ['search_content', 'get_project_versions', 'check_updates', 'install_content', 'update_content'].map((n) => [
        `${LM_TOOL_PREFIX}${n}`,
        'config.nova.network.enabled',
      ]),
    );
  });

  it('describes each tool for people in both languages, with an icon that tells reading from changing', () => {
    const read = (file: string): Record<string, string> =>
      JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')) as Record<string, string>;
    const en = read('package.nls.json');
    const zh = read('package.nls.zh-cn.json');
    const declared = manifest.contributes.languageModelTools ?? [];
    const all = vscodeHost.describe();
    assert.equal(declared.length, all.length);
    declared.forEach((tool, i) => {
      const wire = all[i]!;
      const key = languageModelToolUserDescriptionNlsKey(wire.function.name);
      assert.equal(tool.userDescription, `%${key}%`);
      const english = en[key] ?? '';
      assert.ok(english.length > 20 && english.length < wire.function.description.length + 80, english);
      assert.ok(wire.function.description.startsWith(english.split(' Nothing changes')[0]!), english);
      assert.match(zh[key] ?? '', /[\u4e00-\u9fff]/, key);
      assert.equal(tool.icon, languageModelToolIcon(wire.readOnly));
      assert.match(tool.icon, /^\$\([a-z-]+\)$/);
      if (!wire.readOnly) assert.match(english, /checklist/, 'a write tool says it only proposes');
    });
    assert.notEqual(languageModelToolIcon(true), languageModelToolIcon(false));
  });

  it('is measured by npm run bench: the declared tools, under the token target', async () => {
    const { figures, markdown } = await runToolListBench();
    assert.equal(figures['copilot tools'], manifest.contributes.languageModelTools?.length);
    assert.ok((figures['copilot tokens o200k'] ?? Infinity) < TOOL_LIST_TOKEN_TARGET);
    assert.match(markdown, /^\| copilot \| \d+ \| \d+ \| \d+ \| \d+ \|$/m);
  });
});
