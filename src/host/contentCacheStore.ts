import * as vscode from 'vscode';
import { ContentCacheFile } from '../core/content/contentCacheFile';

/**
 * Where the editor keeps the content index's cache between sessions: `content-cache.json` in the workspace's
 * extension storage, beside the mod scan's `mod-cache.json` (src/host/modCacheStore.ts), so that a restart of VS Code
 * indexes an unchanged pack without reading a jar. None when the storage is not a local folder (the cache then lives
 * in memory only).
 */
export function contentCacheStore(storage: vscode.Uri | undefined): ContentCacheFile | undefined {
  if (storage === undefined || storage.scheme !== 'file') return undefined;
  return new ContentCacheFile(vscode.Uri.joinPath(storage, 'content-cache.json').fsPath);
}
