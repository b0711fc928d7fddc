import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import MarkdownIt from 'markdown-it';
import yauzl from 'yauzl';

const root = path.resolve(__dirname, '../..');

interface PackOptions {
  cwd: string;
  packagePath: string;
  dependencies: boolean;
}
/** vsce's own packer (what `vsce package` runs after `vscode:prepublish`), with its default, strict options. */
const { pack } = createRequire(__filename)('@vscode/vsce/out/package') as {
  pack: (options: PackOptions) => Promise<{ packagePath: string }>;
};

/** Every entry of a zip with its bytes, read with yauzl (independent of Nova's own zip reader). */
async function readZip(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return entries;
}

/** Every link and image target in a Markdown text (inline, reference and raw HTML `src`/`href`). */
function markdownTargets(text: string): string[] {
  const targets: string[] = [];
  const walk = (tokens: ReturnType<InstanceType<typeof MarkdownIt>['parse']>): void => {
    for (const token of tokens) {
      if (token.type === 'link_open') targets.push(String(token.attrGet('href') ?? ''));
      if (token.type === 'image') targets.push(String(token.attrGet('src') ?? ''));
      if (token.type === 'html_block' || token.type === 'html_inline')
        for (const m of token.content.matchAll(/\b(?:src|href)\s*=\s*["']([^"']*)["']/gi)) targets.push(m[1]!);
      if (token.children) walk(token.children);
    }
  };
  walk(new MarkdownIt({ html: true }).parse(text, {}));
  return targets;
}

/** One attribute of the first element `tag` in the .vsixmanifest XML. */
function xmlAttribute(xml: string, tag: string, attribute: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(xml)?.[0];
  return element === undefined ? undefined : new RegExp(`\\b${attribute}="([^"]*)"`).exec(element)?.[1];
}

describe('the .vsix as both marketplaces read it (strict vsce package)', function () {
  this.timeout(180_000);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    name: string;
    publisher: string;
    version: string;
    license: string;
    icon: string;
    repository?: { type: string; url: string };
    bugs?: { url: string };
    homepage?: string;
    engines: Record<string, string>;
    scripts: Record<string, string>;
    contributes: { walkthroughs?: Array<{ steps: Array<{ media: { markdown?: string; image?: string } }> }> };
  };
  let dir: string;
  let vsix: string;
  let entries: Map<string, Buffer>;
  let devBuild = false;

  before(async () => {
    // The .vsix holds what `vscode:prepublish` builds: the minified production bundle (esbuild only, no type check),
    // whatever dist/ held before (`npm run build` leaves the larger development bundle there, which never ships).
    // after() builds the development bundle again when that is what was there, for the tests that run dist/.
    devBuild = fs.existsSync(path.join(root, 'dist', 'extension.js.map'));
    execFileSync(process.execPath, ['esbuild.js', '--production'], { cwd: root, stdio: 'ignore' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-vsix-'));
    vsix = path.join(dir, 'nova.vsix');
    // No allowMissingRepository, no rewriteRelativeLinks: false — what `npm run vsix` (and ovsx) run.
    const log = console.log;
    console.log = () => undefined; // vsce prints the file tree
    try {
      await pack({ cwd: root, packagePath: vsix, dependencies: false });
    } finally {
      console.log = log;
    }
    entries = await readZip(vsix);
  });

  after(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (devBuild) execFileSync(process.execPath, ['esbuild.js'], { cwd: root, stdio: 'ignore' });
  });

  it('is made by `npm run vsix` with no bypass flag', () => {
    const script = manifest.scripts['vsix'] ?? '';
    assert.match(script, /\bvsce package\b/);
    assert.doesNotMatch(script, /--allow-missing-repository|--no-rewrite-relative-links|--allow-star-activation/);
    assert.doesNotMatch(script, /--skip-license|--allow-package-secrets|--allow-unused-files-pattern/);
  });

  it('names what ovsx and the Marketplace require: name, publisher, version, license, repository, bugs, homepage', () => {
    assert.match(manifest.name, /^[a-z0-9][a-z0-9-]*$/);
    assert.match(manifest.publisher, /^[a-z0-9][a-z0-9-]*$/i);
    assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
    assert.equal(manifest.license, 'MIT');
    assert.equal(manifest.repository?.type, 'git');
    assert.match(manifest.repository?.url ?? '', /^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
    assert.match(manifest.bugs?.url ?? '', /^https:\/\/github\.com\/.+\/issues$/);
    assert.match(manifest.homepage ?? '', /^https:\/\//);
    assert.ok(manifest.engines['vscode'], 'engines.vscode');
    const xml = entries.get('extension.vsixmanifest')?.toString('utf8') ?? '';
    assert.equal(xmlAttribute(xml, 'Identity', 'Id'), manifest.name);
    assert.equal(xmlAttribute(xml, 'Identity', 'Publisher'), manifest.publisher);
    assert.equal(xmlAttribute(xml, 'Identity', 'Version'), manifest.version);
    assert.match(
      xml,
      /Id="Microsoft\.VisualStudio\.Services\.Links\.Source" Value="[^"]*github\.com\/nova-modpack\/nova/,
    );
    assert.match(
      xml,
      /Id="Microsoft\.VisualStudio\.Services\.Links\.Support" Value="https:\/\/github\.com\/[^"]+\/issues"/,
    );
  });

  it('carries the README, the license and a 128×128 PNG icon as the manifest assets', () => {
    const xml = entries.get('extension.vsixmanifest')?.toString('utf8') ?? '';
    const asset = (type: string): string | undefined =>
      new RegExp(`<Asset Type="${type.replace(/\./g, '\\.')}" Path="([^"]+)"`).exec(xml)?.[1];
    for (const type of [
      'Microsoft.VisualStudio.Code.Manifest',
      'Microsoft.VisualStudio.Services.Content.Details',
      'Microsoft.VisualStudio.Services.Content.License',
      'Microsoft.VisualStudio.Services.Icons.Default',
    ]) {
      const file = asset(type);
      assert.ok(file !== undefined && entries.has(file), `${type} is in the .vsix`);
    }
    assert.match(entries.get(asset('Microsoft.VisualStudio.Services.Content.License')!)!.toString('utf8'), /^MIT/);
    const icon = entries.get(asset('Microsoft.VisualStudio.Services.Icons.Default')!)!;
    assert.equal(icon.subarray(1, 4).toString('ascii'), 'PNG', 'Open VSX and the Marketplace refuse SVG icons');
    assert.deepEqual([icon.readUInt32BE(16), icon.readUInt32BE(20)], [128, 128]);
  });

  it('has a README whose every link and image is absolute (both marketplaces show it away from the repository)', () => {
    const readme = entries.get('extension/readme.md')?.toString('utf8') ?? '';
    const targets = markdownTargets(readme);
    assert.ok(targets.length >= 10, `${targets.length} links`);
    const relative = targets.filter((t) => !/^(https?:|mailto:|#)/.test(t));
    assert.deepEqual(relative, [], 'relative links are broken on the Marketplace and Open VSX');
    // Every image the source README shows is rewritten to a raw file URL of the repository.
    const sourceImages = markdownTargets(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).filter(
      (t) => /\.(png|gif|jpe?g|svg)$/i.test(t) && !/^https?:/.test(t),
    );
    for (const image of sourceImages) {
      assert.ok(fs.existsSync(path.join(root, image)), `${image} exists in the repository`);
      assert.ok(
        targets.some((t) => t.startsWith('https://') && t.endsWith(`/${image}`)),
        `${image} is linked absolutely`,
      );
    }
  });

  it('ships every file package.json points at, and nothing from the sources', () => {
    const names = [...entries.keys()];
    const wanted = [
      'extension/package.json',
      'extension/dist/extension.js',
      `extension/${manifest.icon}`,
      'extension/package.nls.json',
      'extension/package.nls.zh-cn.json',
      'extension/l10n/bundle.l10n.zh-cn.json',
    ];
    const nls = [
      JSON.parse(fs.readFileSync(path.join(root, 'package.nls.json'), 'utf8')) as Record<string, string>,
      JSON.parse(fs.readFileSync(path.join(root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
    ];
    for (const walkthrough of manifest.contributes.walkthroughs ?? [])
      for (const step of walkthrough.steps)
        for (const media of [step.media.markdown, step.media.image]) {
          if (media === undefined) continue;
          const key = /^%(.+)%$/.exec(media)?.[1];
          const files = key === undefined ? [media] : nls.map((n) => n[key]);
          for (const file of files) {
            assert.ok(file, `${media} resolves in every package.nls`);
            wanted.push(`extension/${file}`);
          }
        }
    assert.ok(
      wanted.some((w) => w.includes('walkthrough')),
      'the walkthrough media are checked',
    );
    for (const file of wanted) assert.ok(names.includes(file), `${file} is in the .vsix`);
    const forbidden = names.filter((n) =>
      /^extension\/(src|test|bench|scripts|node_modules)\/|\.map$|\.ts$|^extension\/\.tools\//.test(n),
    );
    assert.deepEqual(forbidden, []);
    assert.ok(fs.statSync(vsix).size < 1024 * 1024, `${fs.statSync(vsix).size} bytes`);
  });
});
