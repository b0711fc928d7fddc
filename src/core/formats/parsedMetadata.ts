import type { ModMetadata } from '../model/modFile';
import { renderMessage, type Message } from '../locale/messageCatalog';

/** What one metadata file contributed to a jar. */
export interface ParsedMetadata {
  mods: ModMetadata[];
  /** Entry paths of nested jars this file declares (Fabric `jars`, Quilt `jars`, jarjar `path`). */
  nestedJars: string[];
  /** Mixin config names it declares. */
  mixinConfigs: string[];
}

/**
 * A metadata file that could not be read as its format: `text` by id (rendered per locale), `message` its English
 * rendering. Both name the file, the problem and the line.
 */
export class MetadataError extends Error {
  constructor(readonly text: Message) {
    super(renderMessage(text));
    this.name = 'MetadataError';
  }
}

/** Attributes of MANIFEST.MF that metadata parsers consult (`${file.jarVersion}` → Implementation-Version). */
export interface MetadataContext {
  implementationVersion: string | null;
}
