import { parseLenientJson } from '../formats/lenientJson';
import { isObject, stringValue } from './metadataValues';

/** Entry paths listed by Forge/NeoForge `META-INF/jarjar/metadata.json` (`jars[].path`). */
export function parseJarJarMetadata(text: string): string[] {
  const { value } = parseLenientJson(text, 'META-INF/jarjar/metadata.json');
  const jars = isObject(value) ? value['jars'] : undefined;
  if (!Array.isArray(jars)) return [];
  return jars.map((j) => (isObject(j) ? stringValue(j['path']) : null)).filter((p): p is string => p !== null);
}
