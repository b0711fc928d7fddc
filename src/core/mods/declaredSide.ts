import type { Message } from '../locale/messageCatalog';
import type { ModMetadata } from '../model/modFile';

/**
 * The side a descriptor declares (Fabric `environment`, Fabric v0 `side`, Quilt `minecraft.environment`), read
 * through `sides`, the values its loader accepts: absent means both sides; any other value is warned about with
 * `unknown(the value as JSON)` and read as both, as Nova never drops a mod over a value it does not know.
 */
export function declaredSide(
  value: unknown,
  sides: Readonly<Record<string, ModMetadata['side']>>,
  unknown: (value: string) => Message,
  warnings: Message[],
): ModMetadata['side'] {
  if (value === undefined) return 'both';
  if (typeof value === 'string' && Object.hasOwn(sides, value)) return sides[value]!;
  warnings.push(unknown(String(JSON.stringify(value))));
  return 'both';
}
