import * as assert from 'node:assert/strict';
import { runToolListBench, TOOL_LIST_TOKEN_TARGET } from '../../bench/toolListBench';

describe('tool list budget', () => {
  it('keeps the full VS Code tool list under the token target, and the CLI list smaller', async () => {
    const { figures, markdown } = await runToolListBench();
    const vscode = figures['vscode tokens o200k'] ?? Infinity;
    const cli = figures['cli tokens o200k'] ?? Infinity;
    assert.ok(
      vscode < TOOL_LIST_TOKEN_TARGET,
      `VS Code tool list is ${vscode} tokens (target ${TOOL_LIST_TOKEN_TARGET}); shorten descriptions`,
    );
    assert.ok(cli < vscode);
    assert.ok((figures['vscode chars'] ?? 0) > vscode, 'characters outnumber tokens');
    assert.match(markdown, /^\| host \| tools \| characters \|/);
  });
});
