import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { writeBenchZip, type BenchZipEntry } from './benchZipWriter';

/**
 * The content-index bench's pack (issue 25): 300 jars of realistic sizes — 10 large content mods (4,000 items with
 * models, en_us and zh_cn names, 3,000 recipes, 800 tags, plus 2,000 classes), 60 medium (400 items) and 230 small
 * (20 items, mostly classes). Generated once into the temporary folder and reused.
 */

export const JARS = 300;
const GENERATOR_VERSION = 2;
const DATA_DIR = path.join(os.tmpdir(), `nova-bench-content-v${GENERATOR_VERSION}`);

/** Mod `i`'s jar; `variant` adds one item (the bench's "one jar changed"). */
export function modJar(i: number, variant = false): Buffer {
  const big = i < 10;
  const medium = !big && i < 70;
  const items = (big ? 4000 : medium ? 400 : 20) + (variant ? 1 : 0);
  const recipes = big ? 3000 : medium ? 300 : 10;
  const tags = big ? 800 : medium ? 60 : 4;
  const classes = big ? 2000 : medium ? 400 : 150;
  const ns = `mod${i}`;
  const entries: BenchZipEntry[] = [];
  const put = (name: string, data: string | Buffer, compress = true): void => {
    entries.push({ name, data: typeof data === 'string' ? Buffer.from(data) : data, compress });
  };
  put('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\r\n\r\n');
  put(
    'META-INF/mods.toml',
    `modLoader="javafml"\nloaderVersion="[47,)"\nlicense="MIT"\n[[mods]]\nmodId="${ns}"\nversion="1.0.0"\n`,
  );
  const classBody = Buffer.alloc(1500, 7);
  for (let c = 0; c < classes; c++) put(`com/example/${ns}/pkg${c % 20}/Class${c}.class`, classBody);
  const en: Record<string, string> = {};
  const zh: Record<string, string> = {};
  for (let k = 0; k < items; k++) {
    put(
      `assets/${ns}/models/item/thing_${k}.json`,
      `{"parent":"item/generated","textures":{"layer0":"${ns}:item/thing_${k}"}}`,
    );
    if (k % 4 === 0)
      put(`assets/${ns}/blockstates/thing_${k}.json`, `{"variants":{"":{"model":"${ns}:block/thing_${k}"}}}`);
    en[`item.${ns}.thing_${k}`] = `Thing ${k} of mod ${i}`;
    en[`item.${ns}.thing_${k}.tooltip`] = `A tooltip line for thing ${k} that is a bit longer than a name`;
    zh[`item.${ns}.thing_${k}`] = `物品 ${k}（模组 ${i}）`;
  }
  put(`assets/${ns}/lang/en_us.json`, JSON.stringify(en, null, 2));
  put(`assets/${ns}/lang/zh_cn.json`, JSON.stringify(zh, null, 2));
  for (let t = 0; t < tags; t++) {
    const values = Array.from({ length: 8 }, (_, v) => `${ns}:thing_${(t * 8 + v) % items}`);
    // Real tags nest shallowly (`#c:ingots` holds `#c:ingots/<metal>`): every tenth tag groups the nine before it.
    if (t % 10 === 9) for (let c = t - 9; c < t; c++) values.push(`#${ns}:group_${c}`);
    put(`data/${ns}/tags/items/group_${t}.json`, JSON.stringify({ replace: false, values }));
  }
  for (let r = 0; r < recipes; r++) {
    put(
      `data/${ns}/recipes/make_${r}.json`,
      JSON.stringify({
        type: 'minecraft:crafting_shaped',
        pattern: ['AB', 'BA'],
        key: { A: { item: `${ns}:thing_${r % items}` }, B: { tag: `${ns}:group_${r % tags}` } },
        result: { item: `${ns}:thing_${(r + 1) % items}`, count: 1 },
      }),
    );
  }
  return writeBenchZip(entries, false);
}

export async function ensurePack(): Promise<string> {
  const root = path.join(DATA_DIR, 'Pack');
  const marker = path.join(DATA_DIR, 'complete');
  if (fs.existsSync(marker)) return root;
  await fs.promises.rm(DATA_DIR, { recursive: true, force: true });
  const mods = path.join(root, 'mods');
  await fs.promises.mkdir(mods, { recursive: true });
  for (let i = 0; i < JARS; i++) await fs.promises.writeFile(path.join(mods, `mod${i}.jar`), modJar(i));
  await fs.promises.writeFile(marker, 'ok');
  return root;
}
