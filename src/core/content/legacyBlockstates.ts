/**
 * What a 1.12 block-state file defines. On 1.12, Forge's block-state format (`"forge_marker": 1`) also serves items:
 * an item's model is looked up as `ModelResourceLocation(<item id>, <variant>)`, so a metadata item such as
 * `thermalfoundation:material` keeps its models in `blockstates/material.json` with Forge's item transform
 * (`"defaults": {"transform": "forge:default-item", "model": "forge:item-layer"}`), while a block's file uses
 * `forge:default-block` (CoFH/ThermalFoundation-1.12-Legacy src/main/resources/assets/thermalfoundation/blockstates/
 * material.json, tool.json vs storage.json). A block whose file has an `inventory` variant gives its item block's
 * model there (the item's default variant name, Forge's ModelLoader).
 *
 * - `item`: the file is an item's, not a block's;
 * - `block+item`: a block with its item block;
 * - `block`: a block (its item, if any, is known only from `models/item/`).
 */
export type LegacyBlockstateKind = 'item' | 'block+item' | 'block';

const ITEM_TRANSFORMS = /^forge:default-(item|tool)$/;
const ITEM_MODELS = /^(forge:item-layer|builtin\/generated|(minecraft:)?item\/(generated|handheld))$/;

export function legacyBlockstateKind(json: unknown): LegacyBlockstateKind {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'block';
  const record = json as Record<string, unknown>;
  const defaults = record['defaults'];
  if (record['forge_marker'] === 1 && typeof defaults === 'object' && defaults !== null) {
    const { transform, model } = defaults as { transform?: unknown; model?: unknown };
    if (
      (typeof transform === 'string' && ITEM_TRANSFORMS.test(transform)) ||
      (typeof model === 'string' && ITEM_MODELS.test(model))
    )
      return 'item';
  }
  const variants = record['variants'];
  if (typeof variants === 'object' && variants !== null && !Array.isArray(variants) && 'inventory' in variants)
    return 'block+item';
  return 'block';
}
