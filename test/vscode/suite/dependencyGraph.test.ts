import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { ToGraphMessage } from '../../../src/shared/graphProtocol';
import type { DependencyGraphPanels } from '../../../src/ui/dependencyGraphPanel';
import { GRAPH_INSTANCE, writeGraphPack } from '../graphSample';
import { activateNova, fileAt, waitFor, workspaceRoot } from './hostHelpers';

interface GraphApi {
  whenIdle(): Promise<void>;
  graphs: DependencyGraphPanels;
}

function graphTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('nova.dependencyGraph'));
}

describe('Nova: Show Dependency Graph', function () {
  let api: GraphApi;
  before(async () => {
    api = (await activateNova()) as unknown as GraphApi;
    await writeGraphPack(workspaceRoot().fsPath);
    await vscode.commands.executeCommand('nova.checkConflicts');
    await api.whenIdle();
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(fileAt(GRAPH_INSTANCE).fsPath, { recursive: true, force: true });
  });

  it('opens a webview panel for the instance and draws who requires whom from the scan', async () => {
    await vscode.commands.executeCommand('nova.showDependencyGraph', GRAPH_INSTANCE);
    await waitFor(
      () => graphTabs().length === 1,
      () =>
        `no dependency-graph tab; tabs: ${vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.label)).join(', ')}`,
    );
    assert.match(graphTabs()[0]!.label, new RegExp(GRAPH_INSTANCE));
    assert.deepEqual(api.graphs.openInstances, [GRAPH_INSTANCE]);
    // The webview loaded its script, said `ready`, and got the graph: the CSP let the bundle run.
    let graph: Extract<ToGraphMessage, { type: 'graph' }> | undefined;
    await waitFor(
      () => {
        graph = api.graphs.posted
          .get(GRAPH_INSTANCE)
          ?.find((m): m is Extract<ToGraphMessage, { type: 'graph' }> => m.type === 'graph');
        return graph !== undefined;
      },
      () => 'the webview never asked for the graph (no `ready`)',
    );
    const nodes = new Map(graph!.nodes.map((n) => [n.file, n]));
    assert.equal(nodes.size, 6);
    assert.deepEqual(nodes.get('iris-1.7.0.jar')?.requires, ['fabric-api-0.92.0.jar', 'sodium-0.5.8.jar']);
    assert.deepEqual(nodes.get('fabric-api-0.92.0.jar')?.neededBy, ['iris-1.7.0.jar', 'sodium-0.5.8.jar']);
    assert.equal(nodes.get('iris-1.7.0.jar')?.unneeded, true);
    assert.equal(nodes.get('sodium-0.5.8.jar')?.unneeded, false);
    assert.ok(
      graph!.edges.some((e) => e.kind === 'optional' && e.from === 'reeses-sodium-options-1.7.2.jar'),
      'the recommended dependency is drawn as optional',
    );
    assert.match(graph!.strings.title, new RegExp(GRAPH_INSTANCE));
  });

  it('a second call reveals the same panel instead of opening another', async () => {
    await vscode.commands.executeCommand('nova.showDependencyGraph', GRAPH_INSTANCE);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(graphTabs().length, 1);
  });
});
