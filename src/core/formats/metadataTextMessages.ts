import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * What reading a mod or plugin descriptor's text found (lenientJson.ts, simpleYaml.ts), by id: JSON and YAML that
 * cannot be parsed, and the oddities a loader tolerates. The file's name, lines, columns and keys stay verbatim.
 * `code` of `jsonInvalid` is jsonc-parser's error name (`printParseErrorCode`), written in words in each language.
 */
const JSON_ERRORS_ZH: Readonly<Record<string, string>> = {
  InvalidSymbol: '无效的符号',
  InvalidNumberFormat: '无效的数字格式',
  PropertyNameExpected: '缺少属性名',
  ValueExpected: '缺少值',
  ColonExpected: '缺少冒号',
  CommaExpected: '缺少逗号',
  CloseBraceExpected: '缺少右花括号',
  CloseBracketExpected: '缺少右方括号',
  EndOfFileExpected: '此处应为文件结尾',
  InvalidCommentToken: '无效的注释',
  UnexpectedEndOfComment: '注释意外结束',
  UnexpectedEndOfString: '字符串意外结束',
  UnexpectedEndOfNumber: '数字意外结束',
  InvalidUnicode: '无效的 Unicode 字符',
  InvalidEscapeCharacter: '无效的转义字符',
  InvalidCharacter: '无效的字符',
};

/** jsonc-parser's error name in English words: `CommaExpected` → `comma expected`. */
function jsonErrorWords(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const FIX_MOD = 'Fix the file or re-download the mod.';
const FIX_MOD_ZH = '请修复该文件，或重新下载该模组。';
const FIX_PLUGIN = 'Fix the file or re-download the plugin.';
const FIX_PLUGIN_ZH = '请修复该文件，或重新下载该插件。';

export const MetadataTextMessages = defineMessages('metadataText', {
  jsonInvalid: msg({
    example: { file: 'fabric.mod.json', code: 'CommaExpected', line: 4, column: 1 },
    en: (p) =>
      `${p.file} is not valid JSON: ${jsonErrorWords(p.code)} at line ${p.line}, column ${p.column}. ${FIX_MOD}`,
    zh: (p) =>
      `${p.file} 不是有效的 JSON：${JSON_ERRORS_ZH[p.code] ?? jsonErrorWords(p.code)}（第 ${p.line} 行第 ${p.column} 列）。${FIX_MOD_ZH}`,
  }),
  yamlTab: msg({
    example: { file: 'plugin.yml', line: 3 },
    en: (p) => `${p.file} is not valid YAML: a tab is used for indentation at line ${p.line}. ${FIX_PLUGIN}`,
    zh: (p) => `${p.file} 不是有效的 YAML：第 ${p.line} 行用制表符缩进。${FIX_PLUGIN_ZH}`,
  }),
  yamlExpectedKey: msg({
    example: { file: 'plugin.yml', line: 3 },
    en: (p) => `${p.file} is not valid YAML: expected "key: value" at line ${p.line}. ${FIX_PLUGIN}`,
    zh: (p) => `${p.file} 不是有效的 YAML：第 ${p.line} 行应为 "key: value" 格式。${FIX_PLUGIN_ZH}`,
  }),
  yamlIndentation: msg({
    example: { file: 'plugin.yml', line: 3 },
    en: (p) => `${p.file} is not valid YAML: unexpected indentation at line ${p.line}. ${FIX_PLUGIN}`,
    zh: (p) => `${p.file} 不是有效的 YAML：第 ${p.line} 行的缩进不符合预期。${FIX_PLUGIN_ZH}`,
  }),
  rawLineBreaks: msg({
    example: { file: 'fabric.mod.json' },
    en: (p) => `${p.file} has raw line breaks or control characters inside strings (tolerated).`,
    zh: (p) => `${p.file} 的字符串中含有原始换行或控制字符（已容忍）。`,
  }),
  commentsOrCommas: msg({
    example: { file: 'fabric.mod.json' },
    en: (p) => `${p.file} contains comments or trailing commas (tolerated).`,
    zh: (p) => `${p.file} 含有注释或尾随逗号（已容忍）。`,
  }),
  duplicateKeys: msg({
    example: { file: 'fabric.mod.json', keys: '"id", "version"' },
    en: (p) => `${p.file} has duplicate keys (${p.keys}); the last value of each is used.`,
    zh: (p) => `${p.file} 含有重复的键（${p.keys}），每个键使用最后一个值。`,
  }),
});
