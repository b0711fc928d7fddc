import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ContentIndexer } from '../core/content/contentIndexer';
import { ContentLookup } from '../core/content/contentLookup';
import type { Instance } from '../core/model/instance';
import { readImpactData, type PackImpactSource } from '../core/planning/referenceImpact';

/**
 * Where the editor's id help (src/ui/contentAssist.ts) gets the pack's content index: the index of the instance that
 * holds the active editor's file, else of the first instance with a `kubejs/` folder or data packs, else the first
 * one, from the shared {@link ContentIndexer} (a re-index reads only changed jars). No instance: no index, so scripts
 * get no completion, hover or id problems.
 */
export function contentSource(
  instances: () => Promise<Instance[]>,
  indexer: ContentIndexer,
): () => Promise<ContentLookup | null> {
  return async () => {
    const found = (await instances()).filter((i) => i.outsideRoots !== true);
    if (found.length === 0) return null;
    const active = vscode.window.activeTextEditor?.document.uri.fsPath;
    const inside = (i: Instance): boolean => active !== undefined && !path.relative(i.gameDir, active).startsWith('..');
    const hasContent = (i: Instance): boolean =>
      fs.existsSync(path.join(i.gameDir, 'kubejs')) || fs.existsSync(path.join(i.gameDir, 'datapacks'));
    const pick = found.find(inside) ?? found.find(hasContent) ?? found[0]!;
    return new ContentLookup(await indexer.index(pick));
  };
}

/**
 * Where the checklist's impact lines get the pack's references (src/core/planning/referenceImpact.ts): the instance's
 * scripts, data packs and configs read when a plan asks, with the namespaces of each mod from the shared
 * {@link ContentIndexer} (a re-index reads only changed jars).
 */
export function packImpactSource(indexer: ContentIndexer): PackImpactSource {
  return async (instance, signal) =>
    readImpactData(instance, () => indexer.index(instance, signal === undefined ? {} : { signal }), signal);
}
