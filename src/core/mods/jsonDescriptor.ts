import { parseLenientJson } from '../formats/lenientJson';
import { MetadataError } from '../formats/parsedMetadata';
import type { Message } from '../locale/messageCatalog';
import { isObject, type JsonObject } from './metadataValues';
import { ModMetadataMessages } from './modMetadataMessages';

/**
 * A JSON descriptor that must be one object (`fabric.mod.json`, `quilt.mod.json`, `litemod.json`), read as loaders
 * tolerate it (lenientJson.ts), with the oddities tolerated as warnings. Anything but an object throws
 * {@link MetadataError}.
 */
export function jsonDescriptor(text: string, file: string): { value: JsonObject; warnings: Message[] } {
  const { value, warningMessages } = parseLenientJson(text, file);
  if (!isObject(value)) throw new MetadataError(ModMetadataMessages.notJsonObject({ file }));
  return { value, warnings: warningMessages };
}
