import * as assert from 'node:assert/strict';
import { parse } from 'smol-toml';
import { parseBoundedToml } from '../../src/core/formats/boundedToml';
import { parseSimpleToml } from '../../src/core/formats/simpleToml';
import { seededRandom } from '../fuzz/seededRandom';

/** smol-toml's answer: the table, or the fact that it refused the text. */
function reference(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The contract: the subset reader answers only what smol-toml answers, with an equal table (prototypes too). */
function agrees(text: string): boolean {
  const fast = parseSimpleToml(text);
  if (fast === null) return false;
  const slow = reference(text);
  assert.ok(slow.ok, `smol-toml refuses what the subset reader accepted:\n${text}`);
  assert.deepStrictEqual(fast, slow.value, text);
  return true;
}

const MODS_TOML = `# This is an example mods.toml file.
modLoader="javafml" #mandatory
loaderVersion="[47,)"
license='All rights reserved'
issueTrackerURL="https://github.com/x/y/issues"

[[mods]]
modId="examplemod"
version="\${file.jarVersion}"
displayName="Example \\"Mod\\""
authors="Someone, Someone Else"
displayTest="IGNORE_ALL_VERSION"
description='''
A mod that does things.
  Indented, with 'quotes' and "double quotes".
'''
logoFile = "logo.png"

[[dependencies.examplemod]]
    modId="forge"
    mandatory=true
    versionRange="[47,)"
    ordering="NONE"
    side="BOTH"

[[dependencies.examplemod]]
    modId = "minecraft"
    type = "required"
    versionRange = "[1.20.1,1.21)"

[[mixins]]
config = "examplemod.mixins.json"

[modproperties.examplemod]
catalogueImageIcon = "icon.png"
numbers = [ 1, -2, 0, 30 ]
flags = [true, false,]
`;

const PACKWIZ_INDEX = `hash-format = "sha256"

[[files]]
file = "mods/sodium.pw.toml"
hash = "0a1b2c"
metafile = true

[[files]]
file = "config/sodium-options.json"
hash = "3d4e5f"
`;

const PW_TOML = `name = "Sodium"
filename = "sodium-fabric-0.5.8+mc1.20.1.jar"
side = "client"

[download]
url = "https://cdn.modrinth.com/data/AANobbMI/versions/b4hTi3mo/sodium-fabric-0.5.8%2Bmc1.20.1.jar"
hash-format = "sha512"
hash = "abc"

[update]
[update.modrinth]
mod-id = "AANobbMI"
version = "b4hTi3mo"
`;

describe('parseSimpleToml (the subset reader in front of smol-toml)', () => {
  it('reads real-shaped mods.toml and packwiz files exactly as smol-toml does', () => {
    assert.ok(agrees(MODS_TOML));
    assert.ok(agrees(PACKWIZ_INDEX));
    assert.ok(agrees(MODS_TOML.replaceAll('\n', '\r\n').replace(/'''\r\n[^]*?'''/, "'''one line'''")));
    assert.ok(agrees(''));
    assert.ok(agrees('# only a comment'));
    // `[update]` then `[update.modrinth]` is fine; the reverse order is left to smol-toml.
    assert.ok(agrees(PW_TOML));
    assert.equal(parseSimpleToml('[a.b]\nx = 1\n[a]\ny = 2\n'), null);
    assert.deepStrictEqual(parseBoundedToml('[a.b]\nx = 1\n[a]\ny = 2\n'), parse('[a.b]\nx = 1\n[a]\ny = 2\n'));
  });

  it('leaves everything outside the subset, and every error, to smol-toml', () => {
    const outside = [
      'a = 1.5',
      'a = 1e3',
      'a = 1_000',
      'a = 0x1f',
      'a = +1',
      'a = -0',
      'a = 007',
      'a = 1234567890123456',
      'a = inf',
      'a = 1979-05-27',
      'a = { b = 1 }',
      'a = [[1], [2]]',
      'a.b = 1',
      '"quoted" = 1',
      'a = "\\u00e9"',
      'a = "\\e"',
      'a = """x\\\ny"""',
      "a = '''x''''",
      'a = """\r\nx"""',
      'a = "tab\there"'.replace('\t', '\u0001'),
      'a = 1\na = 2',
      '[t]\n[t]',
      'a = 1\n[a]',
      '[[a]]\n[a]',
      '[a]\n[[a]]',
      '[[a]]\n[a.b]',
      '[ a ]',
      'a = 1 b = 2',
      '__proto__ = 1',
      '[__proto__]',
      '\uFEFFa = 1',
      'a = "x"\r',
      'a = true1',
    ];
    for (const text of outside) assert.equal(parseSimpleToml(text), null, text);
    // Each still gets smol-toml's answer through parseBoundedToml: a table or smol-toml's own error.
    for (const text of outside) {
      const slow = reference(text);
      if (slow.ok) assert.deepStrictEqual(parseBoundedToml(text), slow.value);
      else assert.throws(() => parseBoundedToml(text));
    }
  });

  it('agrees with smol-toml on 20,000 generated and damaged documents', () => {
    const random = seededRandom(20261202);
    const next = (): number => random.next();
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const keys = ['modId', 'version', 'mandatory', 'side', 'a', 'b-c', 'x_1', '1', 'mods', 'dependencies'];
    const values = [
      '"text"',
      '"with \\"escapes\\" \\\\ \\t"',
      "'literal \\ no escapes'",
      "'''\nmulti\nline 'x' ''\n'''",
      '"""\nmulti "basic"\n"""',
      'true',
      'false',
      '0',
      '-17',
      '123456789012345',
      '[ "a", \'b\', 1, true ]',
      '[\n  "a", # comment\n  "b",\n]',
      '[]',
      '"ünïcödé ✓"',
    ];
    const headers = [
      '[[mods]]',
      '[[dependencies.examplemod]]',
      '[[dependencies]]',
      '[a]',
      '[a.b]',
      '[x.y.z]',
      '[[files]]',
    ];
    const noise = ['"', "'", '[', ']', '=', '#', '\n', '\r', '.', ',', ' ', '\\', '{', '0', 'a', '\t', '\u0000', '"""'];
    let fast = 0;
    let clean = 0;
    for (let n = 0; n < 20_000; n++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(next() * 12);
      for (let i = 0; i < count; i++) {
        const r = next();
        if (r < 0.2) lines.push(pick(headers));
        else if (r < 0.3) lines.push(`# ${pick(keys)} ${pick(values)}`);
        else if (r < 0.35) lines.push('');
        else
          lines.push(
            `${next() < 0.2 ? '  ' : ''}${pick(keys)}${next() < 0.5 ? ' = ' : '='}${pick(values)}${next() < 0.1 ? ' # note' : ''}`,
          );
      }
      let text = lines.join(next() < 0.2 ? '\r\n' : '\n');
      const damaged = next() < 0.5;
      if (damaged) {
        for (let m = 1 + Math.floor(next() * 3); m > 0; m--) {
          const at = Math.floor(next() * (text.length + 1));
          const r = next();
          if (r < 0.4) text = text.slice(0, at) + pick(noise) + text.slice(at);
          else if (r < 0.7) text = text.slice(0, at) + text.slice(at + 1);
          else text = text.slice(0, at) + pick(noise) + text.slice(at + 1);
        }
      }
      if (agrees(text)) {
        fast++;
        if (!damaged) clean++;
      }
    }
    // The subset is not vacuous: many generated documents take it, damaged ones included.
    assert.ok(clean > 2000, `only ${clean} clean documents took the subset reader`);
    assert.ok(fast - clean > 500, `only ${fast - clean} damaged documents took the subset reader`);
  });
});
