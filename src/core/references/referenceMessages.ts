import { capEcho, type ProblemLocale } from '../checks/problemMessages';
import type { UncheckedReason } from './referenceProblem';

/**
 * The reference checks' messages in English and Simplified Chinese, rendered from a message id and its parameters
 * (the pattern of src/core/checks/problemMessages.ts). Each says what is wrong and what to do. Ids and file names
 * come from the pack's files and are echoed capped.
 */
export interface ReferenceMessages {
  unknownId(p: { id: string; suggestions: readonly string[] }): string;
  unknownNamespace(p: { id: string; namespace: string }): string;
  unknownTag(p: { tag: string }): string;
  emptyTag(p: { tag: string }): string;
  duplicateRecipeId(p: { id: string; other: string }): string;
  uncheckedFile(p: { reason: UncheckedReason; detail: string }): string;
}

const list = (items: readonly string[], or: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1] ?? ''}`;

const en: ReferenceMessages = {
  unknownId: (p) =>
    `Nothing in this pack provides ${capEcho(p.id)}.` +
    (p.suggestions.length > 0
      ? ` Did you mean ${list(p.suggestions.map(capEcho), 'or')}?`
      : ' Check the spelling, or install the mod that adds it.'),
  unknownNamespace: (p) =>
    `${capEcho(p.id)} belongs to "${capEcho(p.namespace)}", and no installed mod or data pack owns that namespace. ` +
    `Install the mod, guard the code with Platform.isLoaded('${capEcho(p.namespace)}'), or remove the reference.`,
  unknownTag: (p) =>
    `Nothing in this pack defines the tag ${capEcho(p.tag)}. Check its spelling (forge: or c:, singular or plural), or define it.`,
  emptyTag: (p) =>
    `The tag ${capEcho(p.tag)} exists but has no members in this pack, so it matches nothing. Add members to it, or use another tag.`,
  duplicateRecipeId: (p) =>
    `The recipe id ${capEcho(p.id)} is also defined in ${capEcho(p.other)}; only one of them is loaded. Give one of them another id.`,
  uncheckedFile: (p) => {
    switch (p.reason) {
      case 'syntax':
        return `This script does not parse (${capEcho(p.detail)}), so KubeJS fails on it and Nova did not check its ids. Fix the syntax error.`;
      case 'too-large':
        return `This file is larger than ${p.detail} MB, so Nova did not check its ids. Split it into smaller files to have them checked.`;
      case 'too-deep':
        return 'This file nests too deeply to read, so Nova did not check its ids. Flatten it.';
      case 'invalid-json':
        return 'This file is not valid JSON, so the game skips it and Nova did not check its ids. Fix the JSON.';
      case 'bad-zip':
        return `This zipped data pack cannot be read (${capEcho(p.detail)}), so Nova did not check its ids and the game may skip it. Zip the pack again.`;
    }
  },
};

const zhCn: ReferenceMessages = {
  unknownId: (p) =>
    `此整合包中没有任何内容提供 ${capEcho(p.id)}。` +
    (p.suggestions.length > 0
      ? `你是否想用 ${p.suggestions.map(capEcho).join('、')}？`
      : '请检查拼写，或安装添加它的模组。'),
  unknownNamespace: (p) =>
    `${capEcho(p.id)} 属于命名空间“${capEcho(p.namespace)}”，但没有已安装的模组或数据包拥有该命名空间。` +
    `请安装该模组、用 Platform.isLoaded('${capEcho(p.namespace)}') 包裹这段代码，或删除此引用。`,
  unknownTag: (p) =>
    `此整合包中没有任何内容定义标签 ${capEcho(p.tag)}。请检查拼写（forge: 或 c:，单数或复数），或定义该标签。`,
  emptyTag: (p) =>
    `标签 ${capEcho(p.tag)} 存在，但在此整合包中没有任何成员，因此匹配不到任何物品。请为其添加成员，或改用其他标签。`,
  duplicateRecipeId: (p) =>
    `配方 id ${capEcho(p.id)} 也在 ${capEcho(p.other)} 中定义；只有其中一个会被加载。请为其中一个换一个 id。`,
  uncheckedFile: (p) => {
    switch (p.reason) {
      case 'syntax':
        return `此脚本无法解析（原文：${capEcho(p.detail)}），KubeJS 会报错，Nova 也未检查其中的 id。请修复语法错误。`;
      case 'too-large':
        return `此文件大于 ${p.detail} MB，Nova 未检查其中的 id。请将其拆分为较小的文件以便检查。`;
      case 'too-deep':
        return '此文件嵌套过深，无法读取，Nova 未检查其中的 id。请减少嵌套层级。';
      case 'invalid-json':
        return '此文件不是有效的 JSON，游戏会跳过它，Nova 也未检查其中的 id。请修复 JSON。';
      case 'bad-zip':
        return `无法读取此压缩数据包（原文：${capEcho(p.detail)}），Nova 未检查其中的 id，游戏也可能跳过它。请重新压缩该数据包。`;
    }
  },
};

const CATALOGS: Record<ProblemLocale, ReferenceMessages> = { en, 'zh-cn': zhCn };

export function referenceMessages(locale: ProblemLocale = 'en'): ReferenceMessages {
  return CATALOGS[locale];
}
