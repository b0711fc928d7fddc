import type { ToolCatalog } from './toolCatalog';
import type { ModrinthClient } from '../modrinth/modrinthClient';
import type { ModScanner } from '../mods/modScanner';
import type { ContentIndexer } from '../content/contentIndexer';
import type { HostCapability, UiPort } from '../ports';
import type { ContentLookup } from '../content/contentLookup';
import type { PackImpactSource } from '../planning/referenceImpact';

/** A setting the model may read through get_settings (never secrets). */
export interface SettingEntry {
  key: string;
  value: string | number | boolean | null;
}

/**
 * The services the tool families adapt, passed in explicitly by the host (no singletons). One instance per
 * conversation scope: `roots` are the workspace folders (or the CLI's directory) instances are discovered under.
 */
export interface ToolDeps {
  roots: readonly string[];
  scanner: ModScanner;
  /** Levels below each root that discovery walks (setting `nova.scan.maxDepth`). */
  maxDepth?: number;
  locale?: 'en' | 'zh-cn';
  /** Present only in hosts with a UI; `open_page` needs it. */
  ui?: UiPort;
  /** Nova's own settings as the host reads them; secrets (API keys) are never included. */
  settings?: () => SettingEntry[];
  /** What the host offers, reported by get_settings. */
  capabilities?: readonly HostCapability[];
  /** The Modrinth client (with the host's cache folder); without one, the Modrinth tools use global fetch, memory cache only. */
  modrinth?: ModrinthClient;
  /** The host's content index cache (shared with its editor surfaces); without one the content tools keep their own. */
  contentIndexer?: ContentIndexer;
  /**
   * The pack's content index of an instance, for judging the ids a text edit names; null when none is available
   * (the edit is then offered unticked, saying which ids Nova cannot vouch for).
   */
  content?: (instanceId: string, signal?: AbortSignal) => Promise<ContentLookup | null>;
  /**
   * The pack's script, data-pack and config references for the impact lines of disables and updates; without one
   * the tools read them per plan (indexing the pack only when its files name ids), with the conversation's indexer.
   */
  packImpact?: PackImpactSource;
}

/**
 * What every tool family is built from: the host's deps plus the conversation's instance catalog.
 * A family is `(kit: ToolKit) => AnyTool[]`, listed once in novaTools.ts.
 */
export interface ToolKit extends ToolDeps {
  instances: ToolCatalog;
}
