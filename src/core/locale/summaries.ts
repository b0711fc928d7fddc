import type { Locale } from './locale';

/**
 * Checklist summaries of proposed changes, in Chinese. Write tools build their summaries in English (they also
 * reach the model); the checklist shows people this translation, matched on the summaries' fixed wording with
 * the facts (file names, counts, sizes, hosts) carried over unchanged. An unknown summary stays as it is.
 */
const ZH_SUMMARIES: [RegExp, string][] = [
  [/^Rename (.+) → (.+) \(not deleted; can be renamed back\)$/, '重命名 $1 → $2（不会删除，可以改回）'],
  [/^Rename (.+) → (.+) \(enables it again; can be disabled back\)$/, '重命名 $1 → $2（重新启用，可以再次禁用）'],
  [/^(?:Rename|Move) (.+) \(not deleted; can be moved back\)$/, '移动 $1（不会删除，可以移回）'],
  [
    /^Create backups\/(.+) of (.+?): (.+) \((.+) files, (.+); a new file, nothing replaced\)$/,
    '创建备份 backups/$1（$2）：$3（$4 个文件，$5；新文件，不替换任何内容）',
  ],
  [/^Create instance folder (.+) in the workspace folder from (.+)$/, '在工作区中创建实例文件夹 $1，来源 $2'],
  [/^Create (.+) \(a new file; nothing existing is replaced\)$/, '创建 $1（新文件，不替换已有内容）'],
  [
    /^Create (.+) in (.+) from (.+?) \((.+) files linked, (.+) embedded, (.+); a new file, nothing replaced\)$/,
    '从 $3 在 $2 中创建 $1（链接 $4 个文件，内嵌 $5 个，$6；新文件，不替换任何内容）',
  ],
  [/^Copy (.+) → (.+) \(the original stays\)$/, '复制 $1 → $2（保留原文件）'],
  [/^Change the text of (.+) \(the old text is kept for undo\)$/, '修改 $1 的内容（保留旧内容以便撤销）'],
  [/^Restore backup (.+)$/, '恢复备份 $1'],
  [
    /^Add (.+?) \((.+)\) to (.+?)\/: (.+) from (.+), sha512 verified$/,
    '添加 $1（$2）到 $3/：$4，来自 $5，已校验 sha512',
  ],
  [
    /^Update (.+?) → (.+?) \((.+?)\): (.+) from (.+?), sha512 verified; (.+) is renamed to (.+) \(kept until you remove it\)$/,
    '更新 $1 → $2（$3）：$4，来自 $5，已校验 sha512；$6 重命名为 $7（保留，直到你删除它）',
  ],
];

/** `summary` for people in `locale`. */
export function localizeSummary(summary: string, locale: Locale): string {
  if (locale === 'en') return summary;
  for (const [re, zh] of ZH_SUMMARIES) if (re.test(summary)) return summary.replace(re, zh);
  return summary;
}
