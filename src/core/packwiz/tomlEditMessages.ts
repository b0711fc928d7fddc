import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a packwiz TOML file was not edited (packTomlEdit.ts, metafileSideEdit.ts), in English and Simplified Chinese.
 * File labels and sides are facts; `reason` is the TOML parser's own first line, quoted as given. Nothing is written
 * when one of these is thrown.
 */
export const TomlEditMessages = defineMessages('tomlEdit', {
  packInvalid: msg({
    example: { reason: 'Invalid TOML document: unterminated string' },
    en: (p) => `pack.toml is not valid TOML (${p.reason}); fix it before refreshing.`,
    zh: (p) => `pack.toml 不是有效的 TOML（${p.reason}）；请先修复它再刷新。`,
  }),
  metafileInvalid: msg({
    example: { label: 'mods/sodium.pw.toml', reason: 'Invalid TOML document: unterminated string' },
    en: (p) => `${p.label} is not valid TOML (${p.reason}); fix it, then propose the sides again.`,
    zh: (p) => `${p.label} 不是有效的 TOML（${p.reason}）；请修复它，然后重新提议两端设置。`,
  }),
  indexForm: msg({
    example: {},
    en: () =>
      "pack.toml's [index] table is written in a form Nova cannot edit without changing something else (an inline " +
      'table or dotted keys); write it as an [index] table with file, hash-format and hash on their own lines, ' +
      'then refresh again. Nothing was written.',
    zh: () =>
      'pack.toml 的 [index] 表的写法使 Nova 无法只改动它而不改变其他内容（内联表或点分键）；请把它写成 file、hash-format 和 hash 各占一行的 [index] 表，然后重新刷新。没有写入任何内容。',
  }),
  sideForm: msg({
    example: { label: 'mods/sodium.pw.toml', side: 'client' },
    en: (p) =>
      `${p.label}'s side is written in a form Nova cannot change without changing something else; write it as ` +
      `side = "${p.side}" on its own line near the top. Nothing was written.`,
    zh: (p) =>
      `${p.label} 的 side 的写法使 Nova 无法只改动它而不改变其他内容；请在文件开头附近单独一行写成 side = "${p.side}"。没有写入任何内容。`,
  }),
});
