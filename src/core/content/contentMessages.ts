import type { Locale } from '../locale/locale';

/** The sentences the content surfaces (CLI, QuickPick) show people, in English and Simplified Chinese. */
export interface ContentMessages {
  noMatches(query: string): string;
  more(count: number): string;
  noContent(instance: string): string;
  gapsHeading: string;
  complete: string;
  incomplete(reason: string): string;
  kindLabel(kind: string): string;
  recipesOf(id: string, making: number, using: number): string;
  tagsOf(id: string, count: number): string;
  membersOf(id: string, count: number): string;
  indexing(instance: string): string;
  searchPlaceholder: string;
  copyId: string;
  openModPage: string;
  showRecipes: string;
  showTags: string;
  copied(id: string): string;
  spyglassWritten(folder: string, config: string): string;
  noInstance: string;
}

const KINDS_ZH: Record<string, string> = { item: '物品', block: '方块', fluid: '流体', tag: '标签', recipe: '配方' };

const EN: ContentMessages = {
  noMatches: (q) => `Nothing matches "${q}". Try part of the id, an English or Chinese name, or a mod id.`,
  more: (n) => `… ${n} more; narrow the query or pass --kind.`,
  noContent: (i) =>
    `Nova found no items, blocks, tags or recipes in ${i}. Check that its mods folder holds the pack's jars.`,
  gapsHeading: 'What the index does not know:',
  complete: 'yes',
  incomplete: (r) => `no (${r})`,
  kindLabel: (k) => k,
  recipesOf: (id, m, u) => `${m} recipes make ${id}; ${u} use it`,
  tagsOf: (id, n) => `${id} is in ${n} tags`,
  membersOf: (id, n) => `#${id} holds ${n} ids`,
  indexing: (i) => `Reading the content of ${i}…`,
  searchPlaceholder: 'Type part of an id, a name (any language) or a mod id',
  copyId: 'Copy the id',
  openModPage: "Open the mod's page",
  showRecipes: 'Show its recipes',
  showTags: 'Show its tags',
  copied: (id) => `Copied ${id}.`,
  spyglassWritten: (f, c) => `Wrote Spyglass summaries to ${f} and pointed ${c} at them; reload Spyglass to use them.`,
  noInstance: 'No instance found in this workspace: open a folder that holds a Minecraft instance.',
};

const ZH: ContentMessages = {
  noMatches: (q) => `没有与“${q}”匹配的内容。请尝试输入 ID 的一部分、中英文名称或模组 ID。`,
  more: (n) => `…… 还有 ${n} 项；请缩小查询范围或使用 --kind。`,
  noContent: (i) => `Nova 在 ${i} 中没有找到物品、方块、标签或配方。请检查其 mods 文件夹中是否有整合包的 jar。`,
  gapsHeading: '索引无法知道的内容：',
  complete: '是',
  incomplete: (r) => `否（${r}）`,
  kindLabel: (k) => KINDS_ZH[k] ?? k,
  recipesOf: (id, m, u) => `${m} 个配方产出 ${id}；${u} 个配方使用它`,
  tagsOf: (id, n) => `${id} 属于 ${n} 个标签`,
  membersOf: (id, n) => `#${id} 包含 ${n} 个 ID`,
  indexing: (i) => `正在读取 ${i} 的内容……`,
  searchPlaceholder: '输入 ID 的一部分、名称（任意语言）或模组 ID',
  copyId: '复制 ID',
  openModPage: '打开模组页面',
  showRecipes: '查看其配方',
  showTags: '查看其标签',
  copied: (id) => `已复制 ${id}。`,
  spyglassWritten: (f, c) => `已将 Spyglass 摘要写入 ${f}，并在 ${c} 中引用；重新加载 Spyglass 以生效。`,
  noInstance: '此工作区中没有找到实例：请打开包含 Minecraft 实例的文件夹。',
};

export function contentMessages(locale: Locale | undefined): ContentMessages {
  return locale === 'zh-cn' ? ZH : EN;
}
