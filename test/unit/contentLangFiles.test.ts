import * as assert from 'node:assert/strict';
import {
  langKeyNamespaceEnd,
  langKeyPrefix,
  langLocale,
  parseLang,
  parseLangBytes,
} from '../../src/core/content/langFiles';

/** The pairs the JSON.parse path gives for `text`, and the pairs the byte scan gives for its UTF-8 bytes. */
function both(text: string | Buffer): { parsed: string[] | null; scanned: string[] | null } {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const a: string[] = [];
  const b: string[] = [];
  const parsed = parseLang(bytes.toString('utf8'), false, a) === null ? null : a;
  const scanned = parseLangBytes(bytes, false, b) === null ? null : b;
  return { parsed, scanned };
}

describe('content lang files', () => {
  it('the byte scan of a JSON lang file keeps the same content keys as JSON.parse, escapes and all', () => {
    const text =
      '\uFEFF{\n  "item.mod.a": "A",\r\n\t"item.mod.a.tooltip": "skip",\n  "gui.mod.x": "skip too",\n' +
      '  "block.mod.\\u0062": "B \\"quoted\\" \\\\ \\/ \\n",\n  "\\u0069tem.mod.c": "黄铜锭 \\ud83d\\ude00",\n' +
      `  "fluid.mod.d": "${'x'.repeat(300)}",\n  "tile.old.name": "Old"\n}\n`;
    const { parsed, scanned } = both(text);
    assert.deepEqual(scanned, parsed);
    assert.deepEqual(scanned?.slice(0, 6), [
      'item.mod.a',
      'A',
      'block.mod.b',
      'B "quoted" \\ / \n',
      'item.mod.c',
      '黄铜锭 😀',
    ]);
    assert.equal(scanned?.[7]?.length, 200);
  });

  it('refuses what JSON.parse refuses and defers to it for shapes the scan does not take', () => {
    for (const bad of [
      '{"item.a": "x",}',
      '{"item.a": "x"} extra',
      '{"item.a": "raw\tcontrol"}',
      '{"item.a": "bad \\x escape"}',
      "{'item.a': 'x'}",
      '{"item.a" "x"}',
      '{"item.a": "x"',
      '["item.a"]',
      '',
    ]) {
      const { parsed, scanned } = both(bad);
      assert.equal(parsed, null, bad);
      assert.equal(scanned, null, bad);
    }
    // A non-string value and nested objects: valid JSON the scan hands to JSON.parse, same result.
    for (const odd of ['{"item.a": 1, "item.b": "B"}', '{"x": {"y": "z"}, "item.b": "B"}', '{}', ' { } ']) {
      const { parsed, scanned } = both(odd);
      assert.deepEqual(scanned, parsed, odd);
      assert.notEqual(scanned, null, odd);
    }
    // Invalid UTF-8 decodes as the whole text would.
    const broken = Buffer.concat([Buffer.from('{"item.a": "x'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]);
    assert.deepEqual(both(broken).scanned, both(broken).parsed);
    assert.deepEqual(both(broken).scanned, ['item.a', 'x\uFFFD']);
  });

  it('reads 1.12 .lang files as the game does: vanilla key=value untrimmed, Java properties under #PARSE_ESCAPES', () => {
    // Vanilla LanguageMap: split at the first `=`, nothing trimmed, `#` comments only in the first column.
    const plain: string[] = [];
    parseLang('item.a.name=A = 1\r\n#item.b.name=B\nitem.c.name =C\n  item.d.name=D\n', true, plain);
    assert.deepEqual(plain, ['item.a.name', 'A = 1', 'item.c.name ', 'C']);
    // Forge 1.12 FMLCommonHandler.loadLanguage: a `#PARSE_ESCAPES` comment line anywhere switches to Properties.load.
    const escaped: string[] = [];
    const text =
      '# a zh_CN file\n#PARSE_ESCAPES\n' +
      'item.mod.ingot.name=\\u9ec4\\u94dc\\u952d\n' +
      '   tile.mod.machine.name : Big \\\n     Machine\n' +
      'item.mod.colon\\:key.name=Colon\n' +
      '! a comment\n' +
      'item.mod.tab.name\tTab\\tted\n';
    parseLang(text, true, escaped);
    assert.deepEqual(escaped, [
      'item.mod.ingot.name',
      '黄铜锭',
      'tile.mod.machine.name',
      'Big Machine',
      'item.mod.colon:key.name',
      'Colon',
      'item.mod.tab.name',
      'Tab\tted',
    ]);
  });

  it('takes the lang files the game loads: lower-case .json names (1.13+), .lang in either case (1.12)', () => {
    assert.deepEqual(langLocale('assets/mod/lang/en_us.json'), { locale: 'en_us', legacy: false });
    assert.equal(langLocale('assets/mod/lang/en_US.json'), null);
    assert.equal(langLocale('assets/mod/lang/zh_CN.json'), null);
    assert.deepEqual(langLocale('assets/mod/lang/en_US.lang'), { locale: 'en_us', legacy: true });
    assert.deepEqual(langLocale('assets/mod/lang/zh_cn.lang'), { locale: 'zh_cn', legacy: true });
    assert.equal(langLocale('assets/mod/lang/de_de.json'), null);
  });

  it('splits content lang keys exactly as the expression it replaces, over odd keys and random ones', () => {
    const expression = /^(item|block|fluid|fluid_type)\.([a-z0-9_.-]+?)\.([a-z0-9_.\-/]+)$/;
    const keys = [
      'item.create.brass_ingot',
      'block.minecraft.stone',
      'fluid.mekanism.hydrogen',
      'fluid_type.create.honey',
      'item.minecraft.potion.effect.water',
      'item..x.y',
      'item.a..b',
      'item.a.',
      'item.a',
      'item.',
      'item.a/b.c',
      'item.a.b/c',
      'item.a-b.c_d/e.f',
      'item.A.b',
      'fluid_typo.a.b',
      'fluidtype.a.b',
      'tile.a.b.name',
      'item.a.b\n',
      'item.a.b c',
      '',
    ];
    // Random keys over the characters that matter, so the dots, slashes and forbidden characters meet in every order.
    const alphabet = 'ab0_.-/A ';
    let seed = 7;
    const random = (n: number): number => (((seed = (seed * 1103515245 + 12345) % 2147483648) % n) + n) % n;
    for (const prefix of ['item.', 'block.', 'fluid.', 'fluid_type.'])
      for (let k = 0; k < 2000; k++) {
        let rest = '';
        const length = 1 + random(9);
        for (let c = 0; c < length; c++) rest += alphabet[random(alphabet.length)];
        keys.push(prefix + rest);
      }
    let matched = 0;
    for (const key of keys) {
      const m = expression.exec(key);
      const start = langKeyPrefix(key);
      const end = start === 0 ? -1 : langKeyNamespaceEnd(key, start);
      if (m === null) {
        assert.equal(end, -1, key);
        continue;
      }
      matched++;
      assert.equal(start, m[1]!.length + 1, key);
      assert.equal(key.slice(start, end), m[2], key);
      assert.equal(key.slice(end + 1), m[3], key);
    }
    // Both outcomes are common, so both are tested.
    assert.ok(matched > 300 && keys.length - matched > 300, `${matched} of ${keys.length} keys matched`);
  });

  it('judges keys on their bytes exactly as on their text: kept prefixes, descriptive segments anywhere', () => {
    const prefixes = [
      'item.',
      'block.',
      'fluid.',
      'fluid_type.',
      'tile.',
      'items.',
      'blocks.',
      'fluid_types.',
      'tiles.',
    ];
    const prefixes2 = [...prefixes, 'itemx.', 'bloc.', 'i.', 'gui.', 'tooltip.', ''];
    const words = ['tooltip', 'desc', 'description', 'lore', 'info', 'hint', 'summary', 'condition', 'behaviour'];
    const tails = ['', 's', 'x', '_1', '.more', 'tooltip'];
    const keys: string[] = [];
    for (const prefix of prefixes2) {
      keys.push(`${prefix}mod.thing`, `${prefix}mod.thing.name`, `${prefix}mod`, prefix);
      for (const word of words)
        for (const tail of tails) {
          keys.push(`${prefix}mod.thing.${word}${tail}`, `${prefix}mod.${word}${tail}.x`, `${prefix}${word}${tail}`);
          keys.push(`${prefix}mod.thing_${word}${tail}`, `${prefix}mod.thing.${word.slice(0, -1)}`);
        }
    }
    // Keys the bytes cannot judge (an escape, non-ASCII) are decoded and judged as text: the same answers.
    // Each key once (JSON.parse keeps one pair of a repeated key, the scan every pair).
    const seen = new Set<string>();
    const entries: string[] = [];
    for (const key of keys) {
      if (key.length === 0) continue;
      const escaped = key.replace('mod', 'esc');
      const written: Array<[string, string]> = [
        [key, JSON.stringify(key)],
        [escaped, `"\\u00${escaped.charCodeAt(0).toString(16).padStart(2, '0')}${escaped.slice(1)}"`],
        [`${key}é`, JSON.stringify(`${key}é`)],
      ];
      for (const [text, json] of written) {
        if (seen.has(text)) continue;
        seen.add(text);
        entries.push(`${json}: "v${entries.length}"`);
      }
    }
    const { parsed, scanned } = both(`{${entries.join(',\n')}}`);
    assert.deepEqual(scanned, parsed);
    // Sure of the rule: kept and dropped keys are both there, descriptive segments dropped, look-alikes kept.
    const kept = new Set(scanned!.filter((_, k) => k % 2 === 0));
    for (const key of ['item.mod.thing', 'tile.mod.thing.name', 'item.mod.thing.descx', 'block.mod.thing.infos'])
      assert.ok(kept.has(key), key);
    for (const key of ['item.mod.thing_lore', 'item.mod.thing_tooltip', 'fluid_type.mod.thing.hin'])
      assert.ok(kept.has(key), key);
    for (const key of ['item.mod.thing.desc', 'item.mod.lore.x', 'fluid.mod.thing.tooltips', 'tile.mod.tooltip_1.x'])
      assert.ok(!kept.has(key), key);
    for (const key of ['items.mod.thing', 'gui.mod.thing', 'block.mod.thing.summary.more'])
      assert.ok(!kept.has(key), key);
  });

  it('gives a translation the strings of the keys a hint already holds, in its order or a few keys apart', () => {
    const en: string[] = [];
    const keys = Array.from({ length: 40 }, (_, k) => `item.mod.thing_${k}`);
    const english = `{${keys.map((key, k) => `"${key}": "Thing ${k}", "${key}.tooltip": "t"`).join(',')}}`;
    assert.equal(parseLangBytes(Buffer.from(english), false, en), 40);
    // The translation lacks a few keys, adds one of its own and lists two out of order.
    const zhKeys = keys.filter((_, k) => k % 7 !== 3);
    [zhKeys[10], zhKeys[30]] = [zhKeys[30]!, zhKeys[10]!];
    zhKeys.splice(20, 0, 'item.mod.only_here');
    const chinese = Buffer.from(`{${zhKeys.map((key, k) => `"${key}": "物品 ${k}"`).join(',')}}`);
    const hinted: string[] = [];
    const hint = { keys: en, at: 0, end: en.length };
    assert.equal(parseLangBytes(chinese, false, hinted, hint), zhKeys.length);
    const plain: string[] = [];
    parseLangBytes(chinese, false, plain);
    assert.deepEqual(hinted, plain);
    // The cursor followed the translation to the English file's last key (found where it was looked for).
    assert.equal(hint.at, en.length);
    // A hint of other keys (another namespace's) finds none, moves nowhere, and changes nothing.
    const other: string[] = [];
    const otherHint = { keys: en.map((text, k) => (k % 2 === 0 ? text.replace('mod', 'dom') : text)), at: 0, end: 80 };
    parseLangBytes(chinese, false, other, otherHint);
    assert.deepEqual(other, plain);
    assert.equal(otherHint.at, 0);
  });
});
