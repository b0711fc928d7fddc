import type { Locale } from '../locale/locale';
import type { ModSource } from './modSource';

/** The words of the Mods view's items (the VS Code surface localizes its own commands and prompts). */
export interface ModsViewText {
  source: Record<ModSource, string>;
  side: Record<'both' | 'client' | 'server', string>;
  disabled: string;
  modCount(total: number, disabled: number): string;
  shownCount(shown: number, total: number): string;
  problemCount(errors: number, warnings: number): string;
  update(version: string): string;
  corrupt: string;
  folder: string;
  library: string;
  metafile: string;
  /** The tooltip's line naming the file and whether it loads. */
  fileLine(fileName: string, enabled: boolean): string;
  sourceLine(source: string): string;
}

const EN: ModsViewText = {
  source: { modrinth: 'Modrinth', curseforge: 'CurseForge', packwiz: 'packwiz', local: 'local' },
  side: { both: 'both sides', client: 'client', server: 'server' },
  disabled: 'disabled',
  modCount: (total, disabled) =>
    `${total} ${total === 1 ? 'mod' : 'mods'}${disabled > 0 ? ` (${disabled} disabled)` : ''}`,
  shownCount: (shown, total) => `${shown} of ${total} shown`,
  problemCount: (errors, warnings) =>
    [
      errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
      warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  update: (version) => `update: ${version}`,
  corrupt: 'unreadable',
  folder: 'folder, not loaded',
  library: 'library (no mod metadata)',
  metafile: 'packwiz metafile',
  fileLine: (fileName, enabled) => `${fileName} — ${enabled ? 'enabled' : 'disabled (not loaded)'}`,
  sourceLine: (source) => `Source: ${source}`,
};

const ZH: ModsViewText = {
  source: { modrinth: 'Modrinth', curseforge: 'CurseForge', packwiz: 'packwiz', local: '本地' },
  side: { both: '双端', client: '客户端', server: '服务端' },
  disabled: '已停用',
  modCount: (total, disabled) => `${total} 个模组${disabled > 0 ? `（${disabled} 个已停用）` : ''}`,
  shownCount: (shown, total) => `显示 ${shown} / ${total}`,
  problemCount: (errors, warnings) =>
    [errors > 0 ? `${errors} 个错误` : '', warnings > 0 ? `${warnings} 个警告` : ''].filter(Boolean).join('，'),
  update: (version) => `可更新：${version}`,
  corrupt: '无法读取',
  folder: '文件夹，不会加载',
  library: '库（无模组元数据）',
  metafile: 'packwiz 元文件',
  fileLine: (fileName, enabled) => `${fileName} — ${enabled ? '已启用' : '已停用（不会加载）'}`,
  sourceLine: (source) => `来源：${source}`,
};

export function modsViewText(locale: Locale = 'en'): ModsViewText {
  return locale === 'zh-cn' ? ZH : EN;
}
