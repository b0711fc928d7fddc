// Installs the test-only language-model extension of this folder into a code-server's extensions folder: packs
// package.json and extension.js as a .vsix with yazl (a .vsix is a zip with the extension under `extension/`)
// and runs `code-server --install-extension`, the way a person installs one. See docs/vscode-models.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { codeServerEntry, repoRoot } from '../../../scripts/vscodeTestTools.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILES = ['package.json', 'extension.js'];

/** The extension's id (`publisher.name`), as `vscode.extensions.getExtension` takes it. */
export const FAKE_LANGUAGE_MODEL_ID = 'nova-test.fake-language-model';

/** @param {string} vsix */
function pack(vsix) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const zip = new yazl.ZipFile();
      for (const name of FILES) zip.addFile(path.join(here, name), `extension/${name}`);
      zip.outputStream.pipe(fs.createWriteStream(vsix)).on('close', resolve).on('error', reject);
      zip.end();
    })
  );
}

/** Packs and installs the extension; throws with code-server's output when the install fails. */
export async function installFakeLanguageModel({ extensionsDir, userDataDir, outputDir }) {
  const vsix = path.join(outputDir, 'fake-language-model.vsix');
  await pack(vsix);
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const result = spawnSync(
    process.execPath,
    [codeServerEntry(), '--extensions-dir', extensionsDir, '--user-data-dir', userDataDir, '--install-extension', vsix],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0 || !/successfully installed/i.test(output))
    throw new Error(`installing the test language model failed (exit ${result.status}):\n${output.slice(-1500)}`);
}
