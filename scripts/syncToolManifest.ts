// Rewrites package.json's contributes.languageModelTools and the tool names in package.nls*.json from the tool
// registry (the VS Code host's list), so the manifest never drifts from the code:
// `node --import tsx scripts/syncToolManifest.ts`. test/unit/languageModelToolManifest.test.ts checks the result.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ModScanner } from '../src/core/mods/modScanner';
import {
  languageModelToolContributions,
  languageModelToolNlsKey,
  languageModelToolUserDescription,
  languageModelToolUserDescriptionNlsKey,
} from '../src/core/tools/languageModelToolManifest';
import { novaToolRegistry } from '../src/core/tools/novaTools';

const root = path.resolve(import.meta.dirname, '..');
const registry = (locale: 'en' | 'zh-cn') =>
  novaToolRegistry({ roots: [], scanner: new ModScanner(), locale }, { capabilities: ['ui', 'network'] });

const manifestFile = path.join(root, 'package.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { contributes: Record<string, unknown> };
manifest.contributes['languageModelTools'] = languageModelToolContributions(registry('en'));
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

for (const [file, locale] of [
  ['package.nls.json', 'en'],
  ['package.nls.zh-cn.json', 'zh-cn'],
] as const) {
  const nlsFile = path.join(root, file);
  const nls = JSON.parse(fs.readFileSync(nlsFile, 'utf8')) as Record<string, string>;
  for (const key of Object.keys(nls)) if (key.startsWith('languageModelTools.')) delete nls[key];
  for (const tool of registry(locale).describe()) {
    nls[languageModelToolNlsKey(tool.function.name)] = tool.displayName;
    nls[languageModelToolUserDescriptionNlsKey(tool.function.name)] = languageModelToolUserDescription(
      { description: tool.function.description, displayName: tool.displayName, readOnly: tool.readOnly },
      locale,
    );
  }
  fs.writeFileSync(nlsFile, `${JSON.stringify(nls, null, 2)}\n`);
}
