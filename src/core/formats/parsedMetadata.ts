import type { ModMetadata } from '../model/modFile';

/** What one metadata file contributed to a jar. */
export interface ParsedMetadata {
  mods: ModMetadata[];
  /** Entry paths of nested jars this file declares (Fabric `jars`, Quilt `jars`, jarjar `path`). */
  nestedJars: string[];
  /** Mixin config names it declares. */
  mixinConfigs: string[];
}

/** A metadata file that could not be read as its format; the message names the file, the problem and the line. */
export class MetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MetadataError';
  }
}

/** Attributes of MANIFEST.MF that metadata parsers consult (`${file.jarVersion}` → Implementation-Version). */
export interface MetadataContext {
  implementationVersion: string | null;
}
