import * as vscode from 'vscode';

/** The core's message language for VS Code's display language: Simplified Chinese for `zh-cn`/`zh-hans`, else English. */
export function hostLocale(): 'en' | 'zh-cn' {
  const language = vscode.env.language.toLowerCase();
  return language === 'zh-cn' || language.startsWith('zh-hans') ? 'zh-cn' : 'en';
}
