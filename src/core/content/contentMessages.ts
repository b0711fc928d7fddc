import type { Locale } from '../locale/locale';
import { defineMessages, enCount, msg, renderMessage } from '../locale/messageCatalog';
import type { ContentIndex, NamespaceSummary } from './contentIndex';

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

/**
 * What the content index does not know (`ContentIndex.gaps`, `NamespaceSummary.incompleteReason`), by id. The English
 * rendering is the index's own text (what `--json` and the model read); `nova content` and VS Code render the same
 * ids in the person's locale. File names, ids, counts and error texts are facts and stay verbatim. A problem of one
 * source (a jar, a pack) carries that source's label in `source` ('' while it is read, set when the index is built),
 * and a KubeJS note is worded as a gap with `gap` true.
 */
export const ContentNotes = defineMessages('content', {
  // One source's problems (sourceContent.ts).
  nestedTooLarge: msg({
    example: { source: 'mods/big.jar', name: 'META-INF/jars/a.jar', mib: 64 },
    en: (p) =>
      `${p.source === '' ? '' : `${p.source}: `}${p.name} was not read: nested jars beyond ${p.mib} MiB in all are skipped`,
    zh: (p) =>
      `${p.source === '' ? '' : `${p.source}：`}${p.name} 未读取：内嵌 jar 总计超过 ${p.mib} MiB 的部分会被跳过`,
  }),
  unreadableEntry: msg({
    example: { source: 'mods/a.jar', name: 'META-INF/jars/b.jar', error: 'bad zip' },
    en: (p) => `${p.source === '' ? '' : `${p.source}: `}${p.name} could not be read (${p.error})`,
    zh: (p) => `${p.source === '' ? '' : `${p.source}：`}${p.name} 无法读取（${p.error}）`,
  }),
  invalidJson: msg({
    example: { source: 'mods/a.jar', name: 'data/a/recipes/bad.json' },
    en: (p) => `${p.source === '' ? '' : `${p.source}: `}${p.name} is not valid JSON; it was skipped`,
    zh: (p) => `${p.source === '' ? '' : `${p.source}：`}${p.name} 不是有效的 JSON，已跳过`,
  }),
  invalidDataPath: msg({
    example: { source: 'datapacks/pack', name: 'data/a/recipes/Copper.json' },
    en: (p) =>
      `${p.source === '' ? '' : `${p.source}: `}${p.name} is not loaded by the game: its namespace or path has a character ids cannot hold (upper case, a space); rename it in lower case`,
    zh: (p) =>
      `${p.source === '' ? '' : `${p.source}：`}${p.name} 不会被游戏加载：其命名空间或路径含有 ID 不允许的字符（大写字母、空格）；请改为小写名称`,
  }),
  invalidLang: msg({
    example: { source: 'mods/a.jar', name: 'assets/a/lang/en_us.json' },
    en: (p) => `${p.source === '' ? '' : `${p.source}: `}${p.name} is not a readable lang file; it was skipped`,
    zh: (p) => `${p.source === '' ? '' : `${p.source}：`}${p.name} 不是可读取的语言文件，已跳过`,
  }),
  entryTooLarge: msg({
    example: { source: 'mods/a.jar', name: 'assets/a/lang/en_us.json', mib: 16 },
    en: (p) => `${p.source === '' ? '' : `${p.source}: `}${p.name} is larger than ${p.mib} MiB; it was skipped`,
    zh: (p) => `${p.source === '' ? '' : `${p.source}：`}${p.name} 大于 ${p.mib} MiB，已跳过`,
  }),
  tooMuchContent: msg({
    example: { source: 'mods/a.jar', name: 'data/a/recipes/x.json' },
    en: (p) =>
      `${p.source === '' ? '' : `${p.source}: `}${p.name} and later files were skipped: the pack holds more content than Nova reads from one file`,
    zh: (p) =>
      `${p.source === '' ? '' : `${p.source}：`}${p.name} 及之后的文件已跳过：该包的内容超过了 Nova 从单个文件读取的上限`,
  }),

  // Why a namespace is incomplete (sourceContent.ts, contentIndexer.ts).
  unmodelledNames: msg({
    example: { count: 29 },
    en: (p) =>
      `${enCount(p.count, 'item name')} in its lang file ${p.count === 1 ? 'has' : 'have'} no item model in the jar, so its items are likely made from code at run time`,
    zh: (p) => `其语言文件中有 ${p.count} 个物品名称在 jar 中没有物品模型，因此它的物品很可能是在运行时由代码生成的`,
  }),
  runtimeGregtechCeu: msg({
    example: {},
    en: () => 'its jar contains GregTech CEu material system (items made per material from code)',
    zh: () => '它的 jar 包含 GregTech CEu 材料系统（按材料由代码生成物品）',
  }),
  runtimeGregtech: msg({
    example: {},
    en: () => 'its jar contains GregTech material system (items made per material from code)',
    zh: () => '它的 jar 包含 GregTech 材料系统（按材料由代码生成物品）',
  }),
  runtimeJaopca: msg({
    example: {},
    en: () => 'its jar contains JAOPCA (items made per material from code)',
    zh: () => '它的 jar 包含 JAOPCA（按材料由代码生成物品）',
  }),
  runtimeTinkers: msg({
    example: {},
    en: () => "its jar contains Tinkers' Construct materials (parts made per material from code)",
    zh: () => "它的 jar 包含 Tinkers' Construct 材料（按材料由代码生成部件）",
  }),
  runtimeArrp: msg({
    example: {},
    en: () => 'its jar contains a runtime resource pack (ARRP): models and names made in memory',
    zh: () => '它的 jar 包含运行时资源包（ARRP）：模型和名称在内存中生成',
  }),
  runtimeBrrp: msg({
    example: {},
    en: () => 'its jar contains a runtime resource pack (BRRP): models and names made in memory',
    zh: () => '它的 jar 包含运行时资源包（BRRP）：模型和名称在内存中生成',
  }),
  runtimeDynamicAssets: msg({
    example: {},
    en: () => 'its jar contains Dynamic Asset Generator: models made in memory',
    zh: () => '它的 jar 包含 Dynamic Asset Generator：模型在内存中生成',
  }),
  runtimeMoonlight: msg({
    example: {},
    en: () =>
      "its jar generates resources with Moonlight's dynamic packs: models, block states and names made in memory",
    zh: () => '它的 jar 使用 Moonlight 的动态资源包生成资源：模型、方块状态和名称在内存中生成',
  }),
  noVanillaNamespace: msg({
    example: {},
    en: () => 'no Minecraft client jar was found, so vanilla content is not indexed',
    zh: () => '没有找到 Minecraft 客户端 jar，因此原版内容未被索引',
  }),
  noLoaderNamespace: msg({
    example: { loader: 'NeoForge' },
    en: (p) => `no ${p.loader} jar was found in the instance's libraries, so the loader's own content is not indexed`,
    zh: (p) => `没有在实例的库中找到 ${p.loader} jar，因此加载器自身的内容未被索引`,
  }),
  modWithoutContent: msg({
    example: {},
    en: () =>
      'the mod is installed but its jar holds no item models, block states or names under this namespace, so any content it has is made at run time',
    zh: () =>
      '该模组已安装，但它的 jar 在此命名空间下没有物品模型、方块状态或名称，因此它的内容（如果有）是在运行时生成的',
  }),

  // KubeJS startup scripts (kubejsRegistrations.ts, contentIndexer.ts).
  kubejsUnparsable: msg({
    example: { file: 'kubejs/startup_scripts/a.js', error: 'Unexpected token (1:4)', gap: false },
    en: (p) =>
      `${p.gap ? 'KubeJS: ' : ''}${p.file} could not be parsed (${p.error})${p.gap ? '; ids it makes are not known.' : ''}`,
    zh: (p) => `${p.gap ? 'KubeJS：' : ''}${p.file} 无法解析（${p.error}）${p.gap ? '；它生成的 id 未知。' : ''}`,
  }),
  kubejsTooComplex: msg({
    example: { file: 'kubejs/startup_scripts/a.js', gap: true },
    en: (p) =>
      `${p.gap ? 'KubeJS: ' : ''}${p.file} is too large or too deeply nested to read in full${p.gap ? '; ids it makes are not known.' : ''}`,
    zh: (p) => `${p.gap ? 'KubeJS：' : ''}${p.file} 过大或嵌套过深，无法完整读取${p.gap ? '；它生成的 id 未知。' : ''}`,
  }),
  kubejsComputedId: msg({
    example: { file: 'kubejs/startup_scripts/a.js', registry: 'item', gap: true },
    en: (p) =>
      `${p.gap ? 'KubeJS: ' : ''}${p.file} registers a ${p.registry} whose id is computed, not written out${p.gap ? '; ids it makes are not known.' : ''}`,
    zh: (p) =>
      `${p.gap ? 'KubeJS：' : ''}${p.file} 注册的 ${p.registry} 的 id 是计算出来的，没有直接写出${p.gap ? '；它生成的 id 未知。' : ''}`,
  }),
  kubejsTooLarge: msg({
    example: { file: 'kubejs/startup_scripts/a.js', mib: 4, gap: true },
    en: (p) =>
      `${p.gap ? 'KubeJS: ' : ''}${p.file} is larger than ${p.mib} MiB${p.gap ? '; ids it makes are not known.' : ''}`,
    zh: (p) => `${p.gap ? 'KubeJS：' : ''}${p.file} 大于 ${p.mib} MiB${p.gap ? '；它生成的 id 未知。' : ''}`,
  }),

  // The index's gaps (contentIndexer.ts).
  sourceUnreadable: msg({
    example: { file: 'mods/broken.jar', error: 'not a zip' },
    en: (p) => `${p.file} could not be read (${p.error}); its content is not indexed.`,
    zh: (p) => `${p.file} 无法读取（${p.error}）；它的内容未被索引。`,
  }),
  tooManyFiles: msg({
    example: { pack: 'datapacks/huge' },
    en: (p) => `${p.pack} holds too many files; only part of it is indexed.`,
    zh: (p) => `${p.pack} 包含的文件过多；只索引了其中一部分。`,
  }),
  probeStale: msg({
    example: { file: 'kubejs/probe/probe-dump.json' },
    en: (p) =>
      `The ProbeJS dump ${p.file} is older than the newest jar: launch the game and run /probejs dump again to refresh it.`,
    zh: (p) => `ProbeJS 导出文件 ${p.file} 比最新的 jar 更旧：请启动游戏并再次运行 /probejs dump 来刷新它。`,
  }),
  probeOnly: msg({
    example: { count: 12 },
    en: (p) =>
      `${enCount(p.count, 'id')} ${p.count === 1 ? 'comes' : 'come'} only from the ProbeJS dump (not found in the jars).`,
    zh: (p) => `有 ${p.count} 个 id 只来自 ProbeJS 导出文件（在 jar 中找不到）。`,
  }),
  tagCycle: msg({
    example: { cycle: '#a:x → #a:y → #a:x' },
    en: (p) => `Tag cycle (not followed): ${p.cycle}.`,
    zh: (p) => `标签循环（未跟随）：${p.cycle}。`,
  }),
  undeclaredTags: msg({
    example: { tags: '#a:x (in #a:y)', more: true },
    en: (p) => `Tags name tags that no pack declares: ${p.tags}${p.more ? '; …' : ''}.`,
    zh: (p) => `有标签引用了没有任何包声明的标签：${p.tags}${p.more ? '；……' : ''}。`,
  }),
  tagMissingIds: msg({
    example: { tags: 'item #c:gears: a:iron_gear', more: false },
    en: (p) =>
      `Tags list required ids that nothing in the pack provides (left out of their members; the game refuses to load such a tag and the tags that include it): ${p.tags}${p.more ? '; …' : ''}.`,
    zh: (p) =>
      `有标签列出了整合包中不存在的必需 id（未计入其成员；游戏会拒绝加载这样的标签以及包含它的标签）：${p.tags}${p.more ? '；……' : ''}。`,
  }),
  overlaysNotJudged: msg({
    example: { minecraft: '26.1', packs: 'mods/a.jar, datapacks/b', more: false },
    en: (p) =>
      `${p.packs}${p.more ? ', …' : ''}: pack.mcmeta overlays were not applied, as Nova does not know the pack format of Minecraft ${p.minecraft === '' ? '(version unknown)' : p.minecraft}; only the packs' own data and assets are indexed.`,
    zh: (p) =>
      `${p.packs}${p.more ? '，……' : ''}：未应用 pack.mcmeta 覆盖层，因为 Nova 不知道 Minecraft ${p.minecraft === '' ? '（版本未知）' : p.minecraft} 的包格式；只索引了这些包自身的数据和资源。`,
  }),
  noVanillaJar: msg({
    example: { minecraft: '1.21.4' },
    en: (p) =>
      `No Minecraft ${p.minecraft === '' ? '' : `${p.minecraft} `}client jar was found for this instance (Prism/MultiMC libraries or .minecraft/versions): vanilla items, blocks, tags and recipes are not indexed, and tags that include vanilla tags miss their members.`,
    zh: (p) =>
      `没有为此实例找到 Minecraft ${p.minecraft === '' ? '' : `${p.minecraft} `}客户端 jar（Prism/MultiMC 库或 .minecraft/versions）：原版物品、方块、标签和配方未被索引，包含原版标签的标签会缺少成员。`,
  }),
  noLoaderJar: msg({
    example: { loader: 'NeoForge', version: '21.1.77' },
    en: (p) =>
      `No ${p.loader}${p.version === '' ? '' : ` ${p.version}`} jar was found for this instance (the launcher's or the instance's libraries/ folder): the loader's own tags (forge:, neoforge:, c:), recipes and names are not indexed, so tags that include them miss their members and tag_empty conditions on them are not judged.`,
    zh: (p) =>
      `没有为此实例找到 ${p.loader}${p.version === '' ? '' : ` ${p.version}`} jar（启动器或实例的 libraries/ 文件夹）：加载器自身的标签（forge:、neoforge:、c:）、配方和名称未被索引，包含这些标签的标签会缺少成员，针对它们的 tag_empty 条件也不会被判断。`,
  }),
  indexFileNotJson: msg({
    example: { file: 'content.json', reason: 'Unexpected token } in JSON at position 7' },
    en: (p) => `${p.file} is not JSON (${p.reason}).`,
    zh: (p) => `${p.file} 不是 JSON（${p.reason}）。`,
  }),
  indexFileNoLists: msg({
    example: { file: 'content.json', lists: 'namespaces, items, blocks, fluids, tags, recipes' },
    en: (p) =>
      `${p.file} is not a content index: it needs the lists ${p.lists} (write it with nova content INSTANCE --json).`,
    zh: (p) => `${p.file} 不是内容索引：它需要列表 ${p.lists}（用 nova content INSTANCE --json 写出）。`,
  }),
  indexFileEntryNoId: msg({
    example: { file: 'content.json' },
    en: (p) => `${p.file} is not a content index: an entry has no string id.`,
    zh: (p) => `${p.file} 不是内容索引：有条目没有字符串 id。`,
  }),
  indexFileTagShape: msg({
    example: { file: 'content.json' },
    en: (p) => `${p.file} is not a content index: a tag has no registry or values list.`,
    zh: (p) => `${p.file} 不是内容索引：有标签没有 registry 或 values 列表。`,
  }),
  spyglassNotObject: msg({
    example: {},
    en: () => 'spyglass.json is not a JSON object: fix it, then write the summaries again.',
    zh: () => 'spyglass.json 不是 JSON 对象：请修复它，然后再次写入摘要。',
  }),
});

/** The index's gaps in `locale` (the English text where an index read back from JSON has no messages). */
export function gapTexts(index: ContentIndex, locale: Locale | undefined): string[] {
  const messages = index.gapMessages;
  if (locale !== 'zh-cn' || messages === undefined || messages.length !== index.gaps.length) return index.gaps;
  return messages.map((m) => renderMessage(m, locale));
}

/** Why a namespace is incomplete, in `locale`, or null when it is complete. */
export function incompleteText(ns: NamespaceSummary, locale: Locale | undefined): string | null {
  if (ns.incompleteMessage !== undefined) return renderMessage(ns.incompleteMessage, locale ?? 'en');
  return ns.incompleteReason;
}
