import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { CLEAN_INSTANCE } from '../makeWorkspace';
import { activateNova, fileAt } from './hostHelpers';

/** The text parts of a tool result. */
function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content
    .filter((part): part is vscode.LanguageModelTextPart => part instanceof vscode.LanguageModelTextPart)
    .map((part) => part.value)
    .join('');
}

async function invoke(name: string, input: object): Promise<vscode.LanguageModelToolResult> {
  return vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
}

describe("Nova's read tools through vscode.lm (Copilot agent mode)", () => {
  const config = `${CLEAN_INSTANCE}/minecraft/config/novalmtoolstest.toml`;
  before(async () => {
    await activateNova();
    const lines = Array.from({ length: 120 }, (_, i) => `option_${String(i).padStart(3, '0')} = "value ${i}"`);
    await vscode.workspace.fs.writeFile(fileAt(config), new TextEncoder().encode(`${lines.join('\n')}\n`));
  });
  after(async () => {
    await vscode.workspace.fs.delete(fileAt(config), { useTrash: false });
  });

  it('lists the read tools with the registry schemas (the write tools: languageModelWriteTools.test.ts)', () => {
    const nova = vscode.lm.tools.filter((tool) => tool.name.startsWith('nova_'));
    const names = nova.map((tool) => tool.name);
    for (const name of ['nova_list_instances', 'nova_list_mods', 'nova_read_config', 'nova_read_log'])
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    const listMods = nova.find((tool) => tool.name === 'nova_list_mods');
    assert.deepEqual((listMods?.inputSchema as { required?: string[] } | undefined)?.required?.[0], 'instance_id');
    assert.match(listMods?.description ?? '', /instance/);
  });

  it('runs a read tool and returns its result capped at 900 characters with the honest marker', async () => {
    const result = await invoke('nova_read_config', {
      instance_id: CLEAN_INSTANCE,
      path: 'novalmtoolstest.toml',
      query: null,
      offset: null,
    });
    const text = textOf(result);
    assert.ok(text.length <= 900, `${text.length} characters`);
    assert.match(text, /option_000 = "value 0"/);
    assert.match(text, /…\[cut \d+ of \d+ characters; to see them, /);
    assert.ok(!text.includes('option_119'), 'the end of the file was cut');
  });

  it('fails a call the registry refuses with its message, and honours nova.network.enabled', async () => {
    await assert.rejects(invoke('nova_list_mods', { instance_id: 'No Such Pack' }), /No Such Pack/);
    const nova = vscode.workspace.getConfiguration('nova');
    await nova.update('network.enabled', false, vscode.ConfigurationTarget.Workspace);
    try {
      await assert.rejects(
        invoke('nova_search_content', { query: 'sodium' }),
        /not available here: this host has no network access/,
      );
    } finally {
      await nova.update('network.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    }
    const after = textOf(await invoke('nova_list_instances', {}));
    assert.match(after, new RegExp(CLEAN_INSTANCE));
  });
});
